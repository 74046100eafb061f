//! The seeded random numbers behind the tile shuffle. Saved games replay from the seed, so
//! this generator is part of the saved-game format: SplitMix64, and Fisher–Yates from the last
//! element down with `j = (next() as u128 * (i + 1) as u128) >> 64`.

/// SplitMix64 (Steele, Lea, Flood 2014): small, fast, and the same on every platform.
#[derive(Clone, Debug)]
pub struct SplitMix64(u64);

impl SplitMix64 {
    /// A generator started from `seed`.
    pub fn new(seed: u64) -> SplitMix64 {
        SplitMix64(seed)
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A number in `0..n` (`n` > 0), by multiply-high.
    pub fn below(&mut self, n: usize) -> usize {
        mul_high(self.next_u64(), n as u64) as usize
    }

    /// Shuffles `v` in place (Fisher–Yates).
    pub fn shuffle<T>(&mut self, v: &mut [T]) {
        for i in (1..v.len()).rev() {
            let j = self.below(i + 1);
            v.swap(i, j);
        }
    }
}

/// `(x as u128 * n as u128) >> 64`. For `n` under 2³² (every `n` of a 32-bit `usize`, as in
/// WebAssembly) in 64-bit halves: WebAssembly has no 64×64→128 multiplication, and the call to
/// the 128-bit one (`__multi3`) was 0.8% of a search there (a Node CPU profile, mid-game).
/// The same number either way (`x·n = hi·n·2³² + lo·n`, and neither sum below overflows).
fn mul_high(x: u64, n: u64) -> u64 {
    if n >> 32 == 0 {
        ((x >> 32) * n + (((x & 0xFFFF_FFFF) * n) >> 32)) >> 32
    } else {
        ((u128::from(x) * u128::from(n)) >> 64) as u64
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn mul_high_in_halves_is_the_128_bit_product() {
        let mut r = SplitMix64::new(7);
        let edges = [0, 1, 2, 0xFFFF_FFFF, 0x1_0000_0000, u64::MAX];
        for &x in edges.iter().chain(&[r.next_u64(), r.next_u64()]) {
            for &n in edges.iter().chain(&[r.next_u64() >> 32, r.next_u64()]) {
                let want = ((u128::from(x) * u128::from(n)) >> 64) as u64;
                assert_eq!(mul_high(x, n), want, "{x:#x} × {n:#x}");
            }
        }
        for _ in 0..100_000 {
            let (x, n) = (r.next_u64(), r.next_u64() >> (r.next_u64() % 64));
            assert_eq!(
                mul_high(x, n),
                ((u128::from(x) * u128::from(n)) >> 64) as u64
            );
        }
    }

    #[test]
    fn known_first_value() {
        // Reference value of SplitMix64 seeded with 0.
        assert_eq!(SplitMix64::new(0).next_u64(), 0xE220_A839_7B1D_CDAF);
    }
}
