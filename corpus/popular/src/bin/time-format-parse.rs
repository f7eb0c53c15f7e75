// Parses timestamps with format_description! and reformats them; converts unix times to UTC.
use std::io::BufRead;
use time::macros::{datetime, format_description};
use time::{OffsetDateTime, PrimitiveDateTime, UtcOffset};

fn main() {
    let input_fmt = format_description!("[year]-[month]-[day] [hour]:[minute]:[second]");
    let out_fmt = format_description!("[weekday repr:short], [day] [month repr:short] [year] [hour repr:12]:[minute] [period]");
    let epoch_ref = datetime!(2000-01-01 0:00 UTC);
    for line in std::io::stdin().lock().lines() {
        let line = line.unwrap();
        let line = line.trim();
        if let Some(ts) = line.strip_prefix("unix ") {
            let ts: i64 = ts.parse().unwrap();
            match OffsetDateTime::from_unix_timestamp(ts) {
                Ok(dt) => {
                    let tokyo = dt.to_offset(UtcOffset::from_hms(9, 0, 0).unwrap());
                    println!("{} -> {} | +09:00 {}", ts, dt.format(&out_fmt).unwrap(), tokyo.format(&input_fmt).unwrap());
                    println!("  since 2000: {} hours", (dt - epoch_ref).whole_hours());
                }
                Err(e) => println!("{} -> error: {}", ts, e),
            }
            continue;
        }
        match PrimitiveDateTime::parse(line, &input_fmt) {
            Ok(dt) => {
                let utc = dt.assume_utc();
                println!("{} -> {} unix={}", line, dt.format(&out_fmt).unwrap(), utc.unix_timestamp());
                println!("  rfc3339 {}", utc.format(&time::format_description::well_known::Rfc3339).unwrap());
            }
            Err(e) => println!("{} -> parse error: {}", line, e),
        }
    }
}
