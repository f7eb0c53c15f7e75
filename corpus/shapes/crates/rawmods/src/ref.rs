//! Named references with counts.

use std::collections::BTreeMap;

#[derive(Default)]
pub struct RefTable {
    counts: BTreeMap<String, usize>,
}

impl RefTable {
    pub fn new() -> Self {
        Self::default()
    }

    /// Takes a reference to `name`; returns the new count.
    pub fn r#ref(&mut self, name: &str) -> usize {
        let c = self.counts.entry(name.to_string()).or_insert(0);
        *c += 1;
        *c
    }

    /// Drops one reference; returns whether `name` is still referenced.
    pub fn unref(&mut self, name: &str) -> bool {
        match self.counts.get_mut(name) {
            Some(c) if *c > 1 => {
                *c -= 1;
                true
            }
            Some(_) => {
                self.counts.remove(name);
                false
            }
            None => false,
        }
    }

    pub fn live(&self) -> impl Iterator<Item = (&str, usize)> {
        self.counts.iter().map(|(k, &v)| (k.as_str(), v))
    }
}
