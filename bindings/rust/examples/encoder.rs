//! An encoder over batches of varying (batch, seq), as a code-search tool
//! indexes snippets: one Model, opened with cache-only routing so a batch
//! whose shape bucket is finalized for the GPU runs there and a cold one
//! runs on the host instead of waiting for a finalize; preload loads every
//! finalized bucket's kernels at start-up.
//!
//!   cargo run --example encoder -- BUNDLE [ARCH]
//!
//! BUNDLE is an encoder with inputs input_ids and attention_mask compiled
//! with buckets (compile --bucket batch=1,2 --bucket seq=8,32) and finalized
//! for ARCH (default host) for some of them.

use mgxport::{Dim, Input, Model, Options};

fn main() -> Result<(), mgxport::Error> {
    let args: Vec<String> = std::env::args().collect();
    if args.len() < 2 {
        eprintln!("usage: encoder BUNDLE [ARCH]");
        std::process::exit(2);
    }
    let arch = args.get(2).map(String::as_str).unwrap_or("host");
    let model = Model::open(&args[1], &Options::new().arch(arch).cache_only(true).preload(true))?;
    for b in model.buckets() {
        println!("bucket {} {}", b.name, if b.ready { "finalized" } else { "cold" });
    }
    let hidden = match model.outputs()[0].shape.as_ref().and_then(|s| s.last().cloned()) {
        Some(Dim::Fixed(h)) => h,
        _ => panic!("the encoder's output has no fixed hidden size"),
    };
    // Snippets of varying length, batched as they come.
    let mut seed = 7u64;
    let mut next = move |n: u64| {
        seed = seed.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        (seed >> 33) % n
    };
    for &(batch, seq) in &[(1i64, 5i64), (2, 8), (1, 30), (2, 17), (1, 8)] {
        let n = (batch * seq) as usize;
        let ids: Vec<i64> = (0..n).map(|_| 1 + next(400) as i64).collect();
        let mut mask = vec![0i64; n];
        for b in 0..batch as usize {
            let len = 1 + next(seq as u64) as usize;
            for s in 0..len {
                mask[b * seq as usize + s] = 1;
            }
        }
        let shape = [batch, seq];
        let run = model.run(&[Input::new("input_ids", &shape, &ids), Input::new("attention_mask", &shape, &mask)])?;
        let out = &run.outputs[0];
        // Mean-pool each snippet's valid tokens into its embedding.
        let h: &[f32] = out.as_slice()?;
        let mut norms = Vec::new();
        for b in 0..batch as usize {
            let mut emb = vec![0f32; hidden as usize];
            let mut count = 0f32;
            for s in 0..seq as usize {
                if mask[b * seq as usize + s] == 1 {
                    count += 1.0;
                    for (k, e) in emb.iter_mut().enumerate() {
                        *e += h[(b * seq as usize + s) * hidden as usize + k];
                    }
                }
            }
            norms.push(emb.iter().map(|e| (e / count) * (e / count)).sum::<f32>().sqrt());
        }
        println!(
            "batch {} seq {} -> bucket {} on {}{} output {:?} embedding norms {:?}",
            batch,
            seq,
            run.bucket,
            run.device,
            if run.cold { " (cold)" } else { "" },
            out.shape,
            norms
        );
    }
    Ok(())
}
