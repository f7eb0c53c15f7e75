// Parallel digit statistics with crossbeam-utils scoped threads, AtomicCell and CachePadded.
use crossbeam_utils::atomic::AtomicCell;
use crossbeam_utils::thread;
use crossbeam_utils::{Backoff, CachePadded};
use std::io::Read;
use std::sync::atomic::{AtomicUsize, Ordering};

fn digit_sum(mut x: u64) -> u64 {
    let mut s = 0;
    while x > 0 {
        s += x % 10;
        x /= 10;
    }
    s
}

fn main() {
    let mut input = String::new();
    std::io::stdin().read_to_string(&mut input).unwrap();
    let nums: Vec<u64> = input.split_whitespace().map(|t| t.parse().unwrap()).collect();
    let workers = 3;
    let partial: Vec<CachePadded<AtomicUsize>> = (0..workers).map(|_| CachePadded::new(AtomicUsize::new(0))).collect();
    let best = AtomicCell::new((0u64, 0u64));
    let ticket = AtomicCell::new(0usize);
    thread::scope(|s| {
        for w in 0..workers {
            let (nums, partial, best, ticket) = (&nums, &partial, &best, &ticket);
            s.spawn(move |_| loop {
                let i = ticket.fetch_add(1);
                if i >= nums.len() {
                    break;
                }
                let ds = digit_sum(nums[i]);
                partial[w].fetch_add(ds as usize, Ordering::Relaxed);
                let backoff = Backoff::new();
                loop {
                    let cur = best.load();
                    let cand = (ds, nums[i]);
                    if cand <= cur || best.compare_exchange(cur, cand).is_ok() {
                        break;
                    }
                    backoff.spin();
                }
            });
        }
    })
    .unwrap();
    let total: usize = partial.iter().map(|p| p.load(Ordering::Relaxed)).sum();
    println!("numbers {} total digit sum {}", nums.len(), total);
    let (ds, n) = best.into_inner();
    println!("max digit sum {} (largest such number {})", ds, n);
    println!("lock free (u64,u64): {}", AtomicCell::<(u64, u64)>::is_lock_free());
}
