//! One small sort for the whole engine.
//!
//! Every element type the standard library sorts gets its own copy of pattern-defeating
//! quicksort or driftsort, about 7 KB of WebAssembly each; the engine sorted ten types, a sixth
//! of the module. Heapsort (insertion for short lists) is O(n log n), in place, and a few
//! hundred bytes per type. Every
//! sort in the engine orders by a total order on distinct keys, so stability does not matter.

/// Sorts `v` so that no element is `less` than the one before it.
pub(crate) fn sort_by<T>(v: &mut [T], less: impl Fn(&T, &T) -> bool) {
    let n = v.len();
    if n <= 16 {
        // Short lists (most of them: a feature's tiles, a ghost's sources) by insertion.
        for i in 1..n {
            let mut j = i;
            while j > 0 && less(&v[j], &v[j - 1]) {
                v.swap(j, j - 1);
                j -= 1;
            }
        }
        return;
    }
    for i in (0..n / 2).rev() {
        sift_down(v, i, &less);
    }
    for end in (1..n).rev() {
        v.swap(0, end);
        sift_down(&mut v[..end], 0, &less);
    }
}

/// Sorts `v` by `key`, smallest first.
pub(crate) fn sort_by_key<T, K: Ord>(v: &mut [T], key: impl Fn(&T) -> K) {
    sort_by(v, |a, b| key(a) < key(b));
}

/// Sorts `v` in its natural order.
pub(crate) fn sort<T: Ord>(v: &mut [T]) {
    sort_by(v, |a, b| a < b);
}

fn sift_down<T>(v: &mut [T], mut node: usize, less: &impl Fn(&T, &T) -> bool) {
    loop {
        let mut child = 2 * node + 1;
        if child >= v.len() {
            return;
        }
        if child + 1 < v.len() && less(&v[child], &v[child + 1]) {
            child += 1;
        }
        if !less(&v[node], &v[child]) {
            return;
        }
        v.swap(node, child);
        node = child;
    }
}

#[cfg(test)]
mod tests {
    use crate::rng::SplitMix64;

    #[test]
    fn sorts_like_the_standard_library() {
        let mut rng = SplitMix64::new(3);
        for len in 0..200 {
            let mut v: Vec<u64> = (0..len).map(|_| rng.next_u64() % 50).collect();
            let mut want = v.clone();
            want.sort_unstable();
            super::sort(&mut v);
            assert_eq!(v, want, "length {len}");
            let mut w: Vec<(u64, i32)> = v.iter().map(|&x| (x, -(x as i32))).collect();
            super::sort_by_key(&mut w, |&(_, k)| k);
            assert!(w.windows(2).all(|p| p[0].1 <= p[1].1));
        }
    }
}
