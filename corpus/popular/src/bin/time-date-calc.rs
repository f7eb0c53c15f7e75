// Calendar arithmetic with the time crate: weekdays, day counts, ISO weeks, month lengths.
use std::io::BufRead;
use time::{Date, Duration, Month, Weekday};

fn parse_date(s: &str) -> Option<Date> {
    let mut it = s.split('-');
    let y: i32 = it.next()?.parse().ok()?;
    let m: u8 = it.next()?.parse().ok()?;
    let d: u8 = it.next()?.parse().ok()?;
    Date::from_calendar_date(y, Month::try_from(m).ok()?, d).ok()
}

fn next_weekday(mut d: Date, w: Weekday) -> Date {
    loop {
        d = d.next_day().unwrap();
        if d.weekday() == w {
            return d;
        }
    }
}

fn main() {
    for line in std::io::stdin().lock().lines() {
        let line = line.unwrap();
        let parts: Vec<&str> = line.split_whitespace().collect();
        match parts.as_slice() {
            ["info", d] => match parse_date(d) {
                Some(d) => {
                    let (iso_year, week, _) = d.to_iso_week_date();
                    println!(
                        "{}: {} day {} of year, ISO {}-W{:02}, month has {} days, julian {}",
                        d, d.weekday(), d.ordinal(), iso_year, week, d.month().length(d.year()), d.to_julian_day()
                    );
                }
                None => println!("invalid date {}", d),
            },
            ["diff", a, b] => match (parse_date(a), parse_date(b)) {
                (Some(a), Some(b)) => {
                    let span = b - a;
                    println!("{} -> {}: {} days ({} weeks)", a, b, span.whole_days(), span.whole_weeks());
                }
                _ => println!("invalid dates"),
            },
            ["add", d, n] => {
                let d = parse_date(d).unwrap();
                let n: i64 = n.parse().unwrap();
                match d.checked_add(Duration::days(n)) {
                    Some(r) => println!("{} + {}d = {} ({})", d, n, r, r.weekday()),
                    None => println!("overflow"),
                }
            }
            ["friday13", y] => {
                let y: i32 = y.parse().unwrap();
                let mut months = Vec::new();
                let mut m = Month::January;
                for _ in 0..12 {
                    let d = Date::from_calendar_date(y, m, 13).unwrap();
                    if d.weekday() == Weekday::Friday {
                        months.push(m.to_string());
                    }
                    m = m.next();
                }
                println!("{}: Friday 13th in {:?}", y, months);
            }
            ["nextmon", d] => {
                let d = parse_date(d).unwrap();
                println!("next Monday after {} is {}", d, next_weekday(d, Weekday::Monday));
            }
            _ => println!("?"),
        }
    }
}
