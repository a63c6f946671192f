//! The Rust snippet of README.md ("Use it from your program"), run by
//! rust_test.go: cargo run --example readme -- MODEL.mgxb (the sample).

// README begin
use mgxport::{Input, Model, Options};

fn main() -> Result<(), mgxport::Error> {
    let path = std::env::args().nth(1).expect("usage: readme MODEL.mgxb");
    let model = Model::open(path, &Options::new().arch("host"))?;
    let x: Vec<f32> = (0..4 * 64).map(|i| (i % 7) as f32 / 7.0).collect();
    let run = model.run(&[Input::new("x", &[4, 64], &x)])?;
    let y: &[f32] = run.output("y").unwrap().as_slice()?;
    println!("y[0] sums to {:.3}", y[..32].iter().sum::<f32>());
    Ok(())
}
// README end
