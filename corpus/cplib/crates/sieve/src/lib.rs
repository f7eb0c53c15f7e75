//! Sieve of Eratosthenes.

pub struct Sieve {
    is_prime: Vec<bool>,
}

impl Sieve {
    /// Primality of every integer in `0..=n`.
    pub fn new(n: usize) -> Sieve {
        let mut is_prime = vec![true; n + 1];
        is_prime[0] = false;
        if n >= 1 {
            is_prime[1] = false;
        }
        let mut i = 2;
        while i * i <= n {
            if is_prime[i] {
                let mut j = i * i;
                while j <= n {
                    is_prime[j] = false;
                    j += i;
                }
            }
            i += 1;
        }
        Sieve { is_prime: is_prime }
    }

    pub fn is_prime(&self, x: usize) -> bool {
        self.is_prime[x]
    }

    pub fn primes<'a>(&'a self) -> impl Iterator<Item = usize> + 'a {
        self.is_prime.iter().enumerate().filter(|&(_, &p)| p).map(|(i, _)| i)
    }
}

/// All primes up to `n`.
pub fn eratosthenes(n: usize) -> Vec<usize> {
    Sieve::new(n).primes().collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn small() {
        assert_eq!(eratosthenes(20), vec![2, 3, 5, 7, 11, 13, 17, 19]);
        assert!(Sieve::new(97).is_prime(97));
        assert_eq!(eratosthenes(1), Vec::<usize>::new());
    }
}
