// Derived Debug printed with {:?} and {:#?}.
use std::collections::BTreeMap;
use std::io::BufRead;

#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
struct Point {
    x: i32,
    y: i32,
}

#[derive(Debug, Clone, PartialEq)]
enum Event {
    Move { from: Point, to: Point },
    Say(String),
    Wait(u32),
    Quit,
}

#[derive(Debug, Default)]
struct Summary {
    moves: usize,
    said: Vec<String>,
    waited: Option<u32>,
    visited: BTreeMap<Point, usize>,
}

fn parse(line: &str) -> Option<Event> {
    let t: Vec<&str> = line.split_whitespace().collect();
    let num = |i: usize| t.get(i).and_then(|s| s.parse::<i32>().ok());
    Some(match *t.first()? {
        "move" => Event::Move {
            from: Point { x: num(1)?, y: num(2)? },
            to: Point { x: num(3)?, y: num(4)? },
        },
        "say" => Event::Say(t[1..].join(" ")),
        "wait" => Event::Wait(num(1)? as u32),
        "quit" => Event::Quit,
        _ => return None,
    })
}

fn main() {
    let mut summary = Summary::default();
    for line in std::io::stdin().lock().lines() {
        let line = line.unwrap();
        let ev = parse(&line);
        println!("{:?}", ev);
        match ev {
            Some(Event::Move { to, .. }) => {
                summary.moves += 1;
                *summary.visited.entry(to).or_default() += 1;
            }
            Some(Event::Say(s)) => summary.said.push(s),
            Some(Event::Wait(w)) => *summary.waited.get_or_insert(0) += w,
            Some(Event::Quit) => break,
            None => {}
        }
    }
    println!("{:#?}", summary);
    println!("{:?}", Point::default());
}
