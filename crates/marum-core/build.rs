//! The Fluent messages are built into the crate from the repository's `assets/locales`: Cargo
//! does not see changes to files outside the crate that `include_str!` reads, so say so here.

fn main() {
    println!("cargo::rerun-if-changed=../../assets/locales");
}
