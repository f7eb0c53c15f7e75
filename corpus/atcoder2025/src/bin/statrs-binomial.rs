// Probability queries: exact binomial tail vs. its normal approximation, plus summary
// statistics of the observed sample.
use proconio::input;
use statrs::distribution::{Binomial, ContinuousCDF, Discrete, DiscreteCDF, Normal};
use statrs::function::gamma::ln_gamma;
use statrs::statistics::{Data, Distribution, Median, Statistics};

fn main() {
    input! { n: u64, p: f64, q: usize, ks: [u64; q], m: usize, xs: [f64; m] }
    let bin = Binomial::new(p, n).expect("invalid binomial parameters");
    let mean = bin.mean().unwrap();
    let sd = bin.std_dev().unwrap();
    let approx = Normal::new(mean, sd).unwrap();
    println!("mean {:.6} sd {:.6}", mean, sd);
    for k in ks {
        let exact = bin.cdf(k);
        let normal = approx.cdf(k as f64 + 0.5);
        println!("k={k} pmf={:.8} cdf={:.8} normal={:.8} diff={:.2e}", bin.pmf(k), exact, normal, (exact - normal).abs());
    }
    // log of C(n, n/2) through the gamma function
    let h = n / 2;
    let ln_c = ln_gamma(n as f64 + 1.0) - ln_gamma(h as f64 + 1.0) - ln_gamma((n - h) as f64 + 1.0);
    println!("ln C({n},{h}) = {:.6}", ln_c);
    let sample_mean = xs.iter().mean();
    let sample_sd = xs.iter().std_dev();
    let data = Data::new(xs.clone());
    println!("sample mean {:.6} sd {:.6} median {:.6}", sample_mean, sample_sd, data.median());
    let z = (sample_mean - mean) / (sd / (m as f64).sqrt());
    let pvalue = 2.0 * (1.0 - Normal::standard().cdf(z.abs()));
    println!("z {:.4} p-value {:.6}", z, pvalue);
}
