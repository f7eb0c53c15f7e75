// A minimal stdout logger implementing log::Log; the level is read from the first input line.
use log::{debug, error, info, trace, warn, Level, LevelFilter, Log, Metadata, Record};
use std::io::BufRead;

struct StdoutLogger;

impl Log for StdoutLogger {
    fn enabled(&self, metadata: &Metadata) -> bool {
        metadata.level() <= log::max_level()
    }
    fn log(&self, record: &Record) {
        if self.enabled(record.metadata()) {
            println!("[{:<5} {}] {}", record.level(), record.target(), record.args());
        }
    }
    fn flush(&self) {}
}

static LOGGER: StdoutLogger = StdoutLogger;

fn process(stack: &mut Vec<i64>, tok: &str) {
    match tok {
        "+" | "-" | "*" | "/" => {
            if stack.len() < 2 {
                error!("stack underflow at {:?}", tok);
                return;
            }
            let b = stack.pop().unwrap();
            let a = stack.pop().unwrap();
            let r = match tok {
                "+" => a + b,
                "-" => a - b,
                "*" => a * b,
                _ if b == 0 => {
                    warn!("division by zero, pushing 0");
                    0
                }
                _ => a / b,
            };
            debug!("{} {} {} = {}", a, tok, b, r);
            stack.push(r);
        }
        _ => match tok.parse() {
            Ok(v) => {
                trace!(target: "rpn::push", "push {}", v);
                stack.push(v)
            }
            Err(_) => warn!("ignoring token {:?}", tok),
        },
    }
}

fn main() {
    let stdin = std::io::stdin();
    let mut lines = stdin.lock().lines();
    let level: LevelFilter = lines.next().unwrap().unwrap().trim().parse().unwrap_or(LevelFilter::Info);
    log::set_logger(&LOGGER).map(|()| log::set_max_level(level)).unwrap();
    info!("level set to {}", level);
    for (n, line) in lines.enumerate() {
        let line = line.unwrap();
        let mut stack = Vec::new();
        for tok in line.split_whitespace() {
            process(&mut stack, tok);
        }
        info!("line {}: result {:?}", n + 1, stack.last());
        if log::log_enabled!(Level::Debug) {
            debug!("line {}: final stack {:?}", n + 1, stack);
        }
    }
}
