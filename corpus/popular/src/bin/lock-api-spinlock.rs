// A spinlock built on lock_api::RawMutex, shared by scoped threads that tally input numbers.
use lock_api::{GuardSend, RawMutex};
use std::io::Read;
use std::sync::atomic::{AtomicBool, Ordering};

pub struct RawSpinlock(AtomicBool);

unsafe impl RawMutex for RawSpinlock {
    #[allow(clippy::declare_interior_mutable_const)]
    const INIT: RawSpinlock = RawSpinlock(AtomicBool::new(false));
    type Guard = GuardSend;

    fn lock(&self) -> GuardSend {
        while self.try_lock().is_none() {
            std::hint::spin_loop();
        }
        GuardSend::new()
    }

    fn try_lock(&self) -> Option<GuardSend> {
        self.0
            .compare_exchange(false, true, Ordering::Acquire, Ordering::Relaxed)
            .ok()
            .map(|_| GuardSend::new())
    }

    unsafe fn unlock(&self, _guard: GuardSend) {
        self.0.store(false, Ordering::Release);
    }

    fn is_locked(&self) -> bool {
        self.0.load(Ordering::Relaxed)
    }
}

pub type Spinlock<T> = lock_api::Mutex<RawSpinlock, T>;

fn main() {
    let mut input = String::new();
    std::io::stdin().read_to_string(&mut input).unwrap();
    let nums: Vec<u64> = input.split_whitespace().map(|t| t.parse().unwrap()).collect();
    let totals = Spinlock::new((0u64, 0u64, 0usize));
    let histogram = Spinlock::new([0u32; 10]);
    std::thread::scope(|s| {
        for chunk in nums.chunks(nums.len().div_ceil(4).max(1)) {
            let (totals, histogram) = (&totals, &histogram);
            s.spawn(move || {
                for &x in chunk {
                    {
                        let mut t = totals.lock();
                        t.0 += x;
                        t.1 = t.1.max(x);
                        t.2 += 1;
                    }
                    histogram.lock()[(x % 10) as usize] += 1;
                }
            });
        }
    });
    let (sum, max, count) = totals.into_inner();
    println!("count {} sum {} max {}", count, sum, max);
    println!("last digits {:?}", histogram.lock());
    println!("locked after use: {}", histogram.is_locked());
}
