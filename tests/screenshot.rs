//! The board renders without a display: `marum --screenshot` under Xvfb with Mesa's software
//! Vulkan driver, and the picture has the right size, the board in the middle and seeds on it.
#![cfg(feature = "gui")]

use std::path::Path;
use std::process::Command;

struct Picture {
    width: u32,
    height: u32,
    rgb: Vec<[f32; 3]>,
}

impl Picture {
    fn at(&self, x: u32, y: u32) -> [f32; 3] {
        self.rgb[(y * self.width + x) as usize]
    }
}

fn render(variant: &str, size: (u32, u32), moves: u32, in_flight: bool) -> Picture {
    let path = std::env::temp_dir().join(format!("marum-test-{variant}-{}x{}.png", size.0, size.1));
    let status = Command::new("xvfb-run")
        .args([
            "-a",
            "-s",
            &format!("-screen 0 {}x{}x24", size.0.max(size.1), size.0.max(size.1)),
        ])
        .arg(env!("CARGO_BIN_EXE_marum"))
        .args(["--screenshot", path.to_str().unwrap(), "--variant", variant])
        .args([
            "--after-moves",
            &moves.to_string(),
            "--size",
            &format!("{}x{}", size.0, size.1),
        ])
        .args(in_flight.then_some("--in-flight"))
        .env("WGPU_BACKEND", "vulkan")
        .status()
        .expect("xvfb-run is installed (apt-get install xvfb mesa-vulkan-drivers)");
    assert!(status.success(), "the screenshot run failed");
    read_png(&path)
}

fn read_png(path: &Path) -> Picture {
    let decoder = png::Decoder::new(std::io::BufReader::new(std::fs::File::open(path).unwrap()));
    let mut reader = decoder.read_info().unwrap();
    let mut buffer = vec![0; reader.output_buffer_size().unwrap()];
    let info = reader.next_frame(&mut buffer).unwrap();
    let channels = info.color_type.samples();
    let rgb = buffer[..info.buffer_size()]
        .chunks(channels)
        .map(|p| {
            [
                p[0] as f32 / 255.0,
                p[1] as f32 / 255.0,
                p[2] as f32 / 255.0,
            ]
        })
        .collect();
    Picture {
        width: info.width,
        height: info.height,
        rgb,
    }
}

fn check_board(picture: &Picture, size: (u32, u32)) {
    assert_eq!((picture.width, picture.height), size);
    let luminance: Vec<f32> = picture
        .rgb
        .iter()
        .map(|[r, g, b]| 0.3 * r + 0.6 * g + 0.1 * b)
        .collect();
    let mean = luminance.iter().sum::<f32>() / luminance.len() as f32;
    let spread =
        (luminance.iter().map(|l| (l - mean).powi(2)).sum::<f32>() / luminance.len() as f32).sqrt();
    assert!(
        spread > 0.03,
        "the picture is nearly blank (spread {spread})"
    );
    // The middle of the picture is the wooden board: warm, red over green over blue.
    let (cx, cy) = (picture.width / 2, picture.height / 2);
    let mut wood = 0;
    for dy in -20i32..=20 {
        for dx in -60i32..=60 {
            let [r, g, b] = picture.at((cx as i32 + dx) as u32, (cy as i32 + dy) as u32);
            if r > g && g >= b && r > 0.15 {
                wood += 1;
            }
        }
    }
    assert!(
        wood > 41 * 121 / 2,
        "the board's colours are not in the middle ({wood} warm pixels)"
    );
    // Seeds: light ivory or tan pebbles across the board's band.
    let band = picture.height / 3..picture.height * 2 / 3;
    let seeds = band
        .flat_map(|y| (0..picture.width).map(move |x| (x, y)))
        .filter(|&(x, y)| {
            let [r, g, b] = picture.at(x, y);
            r > 0.7 && g > 0.6 && b > 0.45
        })
        .count();
    assert!(seeds > 300, "too few seed pixels ({seeds})");
}

/// Taken while the seeds of one more move travel at normal speed.
#[test]
fn congkak_renders_at_16_by_9_mid_move() {
    let size = (1280, 720);
    check_board(&render("congkak", size, 6, true), size);
}

#[test]
fn marum_konbi_renders_on_a_portrait_screen() {
    let size = (720, 1280);
    check_board(&render("marum-konbi", size, 4, false), size);
}
