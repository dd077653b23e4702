//! The game renders without a display: `marum --screenshot` under Xvfb with Mesa's software
//! Vulkan driver. The board's pictures have the right size, the board in the middle and seeds on
//! it; every other screen shows its panel with text on it.
#![cfg(feature = "gui")]

use std::ops::Range;
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

/// A screen at Low graphics, which the software renderer draws quickest.
fn render(screen: &str, variant: &str, size: (u32, u32), moves: u32, in_flight: bool) -> Picture {
    render_with(
        screen,
        variant,
        size,
        moves,
        in_flight,
        &["--quality", "low"],
    )
}

fn render_with(
    screen: &str,
    variant: &str,
    size: (u32, u32),
    moves: u32,
    in_flight: bool,
    extra: &[&str],
) -> Picture {
    // Each run its own file: tests that differ only in their extra arguments run side by side.
    let extras: String = extra
        .concat()
        .chars()
        .filter(char::is_ascii_alphanumeric)
        .collect();
    let path = std::env::temp_dir().join(format!(
        "marum-test-{screen}-{variant}-{}x{}{extras}.png",
        size.0, size.1
    ));
    // A run that never takes its picture fails rather than holding the tests for ever.
    let output = Command::new("timeout")
        .args([
            "600",
            "xvfb-run",
            "-a",
            "-s",
            &format!("-screen 0 {}x{}x24", size.0.max(size.1), size.0.max(size.1)),
        ])
        .arg(env!("CARGO_BIN_EXE_marum"))
        .args(["--screenshot", path.to_str().unwrap(), "--variant", variant])
        .args(["--screen", screen])
        .args([
            "--after-moves",
            &moves.to_string(),
            "--size",
            &format!("{}x{}", size.0, size.1),
        ])
        .args(in_flight.then_some("--in-flight"))
        .args(extra)
        .env("WGPU_BACKEND", "vulkan")
        .output()
        .expect("xvfb-run is installed (apt-get install xvfb mesa-vulkan-drivers)");
    let log = String::from_utf8_lossy(&output.stderr);
    assert!(output.status.success(), "the screenshot run failed:\n{log}");
    // The run reports anything laid out spilling out of its box (a wrapped row over a heading).
    let spills: Vec<&str> = log
        .lines()
        .filter(|line| line.contains(marum::capture::SPILL_WARNING))
        .collect();
    assert!(
        spills.is_empty(),
        "{screen} at {}x{} {extra:?}:\n{}",
        size.0,
        size.1,
        spills.join("\n")
    );
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

/// `centre` is where the board's middle should be, as shares of the width and height: between
/// the HUD's bars in landscape, above the timeline's drawer in portrait.
fn check_board(picture: &Picture, size: (u32, u32), centre: (f32, f32)) {
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
    let cx = (picture.width as f32 * centre.0) as u32;
    let cy = (picture.height as f32 * centre.1) as u32;
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
    let band_middle = (picture.height as f32 * centre.1) as u32;
    let band = band_middle - picture.height / 6..band_middle + picture.height / 6;
    let seeds = band
        .flat_map(|y| (0..picture.width).map(move |x| (x, y)))
        .filter(|&(x, y)| {
            let [r, g, b] = picture.at(x, y);
            r > 0.7 && g > 0.6 && b > 0.45
        })
        .count();
    assert!(seeds > 300, "too few seed pixels ({seeds})");
    // The room: the table shows round the cloth, in the pool of light (at Low, from its own
    // colours), not a dark void. Measured at the outer tenths of a strip above the board.
    let (width, height) = (picture.width, picture.height);
    let strip = height * 15 / 100..height / 5;
    let table: Vec<f32> = strip
        .flat_map(|y| {
            (0..width / 10)
                .chain(width * 9 / 10..width)
                .map(move |x| (x, y))
        })
        .map(|(x, y)| {
            let [r, g, b] = picture.at(x, y);
            0.3 * r + 0.6 * g + 0.1 * b
        })
        .collect();
    let table = table.iter().sum::<f32>() / table.len() as f32;
    assert!(table > 0.01, "the table round the cloth is dark ({table})");
}

/// Taken while the seeds of one more move travel at normal speed, at the default (Medium)
/// graphics with shadows, edge smoothing and the vignette.
#[test]
fn congkak_renders_at_16_by_9_mid_move() {
    let size = (1280, 720);
    let picture = render_with("play", "congkak", size, 6, true, &["--quality", "medium"]);
    check_board(&picture, size, (0.5, 0.5));
}

/// At Low graphics, whose table and cloth take their light from their own colours, on a wide
/// screen and on a portrait one.
#[test]
fn marum_konbi_renders_at_low_graphics_wide_and_portrait() {
    for (size, centre) in [((1280, 720), (0.5, 0.5)), ((720, 1280), (0.5, 0.38))] {
        check_board(&render("play", "marum-konbi", size, 4, false), size, centre);
    }
}

/// Share of the pixels in the middle third of the picture that are a dark interface panel, and
/// the number of light text pixels there.
fn panel_and_text(picture: &Picture) -> (f32, usize) {
    let (w, h) = (picture.width, picture.height);
    let mut dark = 0;
    let mut light = 0;
    let mut all = 0;
    for y in h / 3..h * 2 / 3 {
        for x in w / 3..w * 2 / 3 {
            let [r, g, b] = picture.at(x, y);
            let luminance = 0.3 * r + 0.6 * g + 0.1 * b;
            all += 1;
            if luminance < 0.22 && (r - b).abs() < 0.1 {
                dark += 1;
            }
            if is_light([r, g, b]) {
                light += 1;
            }
        }
    }
    (dark as f32 / all as f32, light)
}

/// The interface's light ink.
fn is_light([r, g, b]: [f32; 3]) -> bool {
    r > 0.8 && g > 0.75 && b > 0.65
}

/// Pixels among columns `xs` and rows `ys` that `wanted` picks.
fn pixels(
    picture: &Picture,
    xs: Range<u32>,
    ys: Range<u32>,
    wanted: impl Fn([f32; 3]) -> bool,
) -> usize {
    ys.flat_map(|y| xs.clone().map(move |x| (x, y)))
        .filter(|&(x, y)| wanted(picture.at(x, y)))
        .count()
}

/// Pixels of light ink among columns `xs` and rows `ys`.
fn light_pixels(picture: &Picture, xs: Range<u32>, ys: Range<u32>) -> usize {
    pixels(picture, xs, ys, is_light)
}

/// Whether `pixel` is `colour`, give or take a little.
fn is_colour(pixel: [f32; 3], colour: [f32; 3]) -> bool {
    (0..3).all(|c| (pixel[c] - colour[c]).abs() < 0.03)
}

fn check_screen(screen: &str, size: (u32, u32)) {
    let picture = render(screen, "congkak", size, 0, false);
    assert_eq!((picture.width, picture.height), size);
    // The menu and the toss keep their panel beside the board, on the left of a wide screen.
    let beside_the_board = ["menu", "toss"].contains(&screen) && size.0 > size.1;
    let panel = if beside_the_board {
        left_part(&picture, 0.4)
    } else {
        picture
    };
    let (dark, light) = panel_and_text(&panel);
    check_panel(screen, dark, light);
}

/// The left `share` of the picture.
fn left_part(picture: &Picture, share: f32) -> Picture {
    let width = (picture.width as f32 * share) as u32;
    Picture {
        width,
        height: picture.height,
        rgb: picture
            .rgb
            .chunks(picture.width as usize)
            .flat_map(|row| row[..width as usize].iter().copied())
            .collect(),
    }
}

fn check_panel(screen: &str, dark: f32, light: usize) {
    assert!(dark > 0.4, "{screen}: no panel in the middle ({dark})");
    assert!(
        light > 200,
        "{screen}: no text on the panel ({light} pixels)"
    );
}

/// More random decisions than a game lasts: the game ends on the way and the picture shows its
/// result, as a player would see it (the run waited for the play screen for ever).
#[test]
fn decisions_past_the_end_show_the_result() {
    let picture = render("play", "marum-konbi", (1280, 720), 1000, false);
    let (xs, ys) = (400..880, 480..600);
    let all = (xs.len() * ys.len()) as f32;
    let dark = pixels(&picture, xs.clone(), ys.clone(), |[r, g, b]| {
        0.3 * r + 0.6 * g + 0.1 * b < 0.22 && (r - b).abs() < 0.1
    });
    check_panel("result", dark as f32 / all, light_pixels(&picture, xs, ys));
}

#[test]
fn the_menus_render() {
    for screen in ["menu", "toss", "settings"] {
        check_screen(screen, (1280, 720));
    }
}

/// The patches of `colour` of at least `area` pixels, each counted once.
fn patches(picture: &Picture, colour: [f32; 3], area: usize) -> usize {
    let mut seen = vec![false; picture.rgb.len()];
    let mut count = 0;
    for start in 0..picture.rgb.len() {
        if seen[start] || !is_colour(picture.rgb[start], colour) {
            continue;
        }
        seen[start] = true;
        let mut todo = vec![start];
        let mut size = 0;
        while let Some(at) = todo.pop() {
            size += 1;
            let (x, y) = (at as u32 % picture.width, at as u32 / picture.width);
            let next = [
                (x > 0).then(|| at - 1),
                (x + 1 < picture.width).then(|| at + 1),
                (y > 0).then(|| at - picture.width as usize),
                (y + 1 < picture.height).then(|| at + picture.width as usize),
            ];
            for near in next.into_iter().flatten() {
                if !seen[near] && is_colour(picture.rgb[near], colour) {
                    seen[near] = true;
                    todo.push(near);
                }
            }
        }
        count += usize::from(size >= area);
    }
    count
}

/// At 1280×720 every setting is on screen, none scrolled out of sight: the 24 buttons of the
/// eighteen settings (a step's − and +, a toggle's Change, a name's Type) and Back.
#[test]
fn every_setting_is_in_sight() {
    let picture = render("settings", "congkak", (1280, 720), 0, false);
    // The theme's button colours, as drawn (sRGB), plain and under the pointer: Xvfb starts its
    // pointer in the middle of its screen, which can be over a button (it was over Back).
    let buttons =
        patches(&picture, [0.24, 0.2, 0.15], 600) + patches(&picture, [0.34, 0.28, 0.2], 600);
    assert_eq!(buttons, 25, "buttons on screen");
}

/// The title: the demonstration board in the middle, the name above, the buttons' panel below.
#[test]
fn the_title_renders_over_the_demonstration() {
    let size = (1280, 720);
    let picture = render("title", "congkak", size, 0, false);
    let [r, g, b] = picture.at(640, 370);
    assert!(r > g && g >= b, "no board in the middle");
    let (dark, light) = panel_and_text(&lower_part(&picture, 6));
    check_panel("title", dark, light);
}

/// The lowest `1/parts` of the picture.
fn lower_part(picture: &Picture, parts: u32) -> Picture {
    let height = picture.height / parts;
    Picture {
        width: picture.width,
        height,
        rgb: picture.rgb[(picture.width * (picture.height - height)) as usize..].to_vec(),
    }
}

/// On a portrait screen the menu's panel is as tall as its contents, at the bottom, and the board
/// has the rest: the middle of the screen is the board, not an empty stretch of panel.
#[test]
fn the_menu_leaves_a_portrait_screen_to_the_board() {
    let size = (720, 1280);
    let picture = render("menu", "marum-konbi", size, 0, false);
    // The lowest quarter: the players' and the levels' buttons (under them, the level's muted
    // description and the keys' line).
    let (dark, light) = panel_and_text(&lower_part(&picture, 4));
    check_panel("menu", dark, light);
    // The panel's own colour, inside its bottom left corner, is rare in the middle of the screen.
    let panel = picture.at(30, 1250);
    let like_panel = pixels(&picture, 240..480, 560..800, |pixel| {
        is_colour(pixel, panel)
    });
    let share = like_panel as f32 / (240 * 240) as f32;
    assert!(
        share < 0.2,
        "the panel reaches the middle of the screen ({share})"
    );
}

/// Pixels in the muted ink of the headings and the keys' line, in `xs` × `ys`.
fn muted_ink(picture: &Picture, xs: Range<u32>, ys: Range<u32>) -> usize {
    pixels(picture, xs, ys, |[r, g, b]| {
        (0.7..0.8).contains(&r) && (0.67..0.77).contains(&g) && (0.6..0.72).contains(&b)
    })
}

/// The top of the panel at the foot of `picture`: the first row, up from `foot` at `x`, that is
/// not the panel's colour.
fn panel_top(picture: &Picture, x: u32, foot: u32) -> u32 {
    let panel = picture.at(x, foot);
    (0..foot)
        .rev()
        .find(|&y| !is_colour(picture.at(x, y), panel))
        .unwrap()
        + 1
}

/// At the largest text the portrait menu's panel grows to hold all its words: its first heading
/// does not stand above it over the board, and the keys' line at its foot is on screen.
#[test]
fn the_portrait_menu_holds_its_words_at_the_largest_text() {
    let size = (720, 1280);
    let picture = render_with("menu", "congkak", size, 0, false, &["--text-scale", "2"]);
    let top = panel_top(&picture, 30, 1250);
    assert!(top > 200, "the panel fills the screen (from {top})");
    let above = muted_ink(&picture, 120..600, top - 60..top);
    assert!(
        above < 20,
        "a heading stands above the panel ({above} pixels)"
    );
    let keys = muted_ink(&picture, 0..size.0, 1180..1250);
    assert!(keys > 100, "the keys' line is off screen ({keys} pixels)");
}

/// On a 4:3 screen the menu stands under the board; at the largest text its words are more than
/// the panel may hold, and they scroll inside it from its first heading instead of standing over
/// the board.
#[test]
fn a_4_3_menu_scrolls_its_words_at_the_largest_text() {
    let picture = render_with(
        "menu",
        "congkak",
        (1024, 768),
        0,
        false,
        &["--text-scale", "2"],
    );
    let top = panel_top(&picture, 30, 740);
    assert!(
        (150..500).contains(&top),
        "the panel is not under the board (from {top})"
    );
    // The mat and the seeds above have a few pixels of the heading's colour; a heading, many.
    let heading = muted_ink(&picture, 300..724, top..top + 100);
    assert!(
        heading > 100,
        "no first heading at the panel's top ({heading} pixels)"
    );
    let above = muted_ink(&picture, 300..724, top - 60..top);
    assert!(
        above * 4 < heading,
        "a heading stands above the panel ({above} pixels; {heading} in the panel's first)"
    );
}

/// Lines of buttons wrap inside their panels: the menu's on a 4:3 screen at 140 % text (the
/// levels take two lines), the title's on a 3:4 one, and on a 4:3 one at 200 % (two lines of
/// two). `render_with` fails on anything laid out spilling out of its box: a line as wide as its
/// buttons wrapped early, and its second line stood over the next heading, or under the title's
/// panel.
#[test]
fn lines_of_buttons_wrap_inside_their_panels() {
    let large = ["--text-scale", "1.4"];
    render_with("menu", "congkak", (1024, 768), 0, false, &large);
    render("title", "congkak", (768, 1024), 0, false);
    let largest = ["--text-scale", "2"];
    render_with("title", "congkak", (1024, 768), 0, false, &largest);
}

/// The rules screen on a portrait kiosk screen: its text panel, and at 4K the text grows.
#[test]
fn the_rules_render_on_portrait_and_large_screens() {
    check_screen("rules", (720, 1280));
    let small = panel_and_text(&render("rules", "congkak", (1280, 720), 0, false)).1;
    let large = panel_and_text(&render("rules", "congkak", (2560, 1440), 0, false)).1;
    assert!(
        large > small * 3,
        "text does not grow with the window ({small} → {large} pixels)"
    );
}

/// A whole random game, then the result under the board: the board above, the result panel below.
#[test]
fn the_result_shows_under_the_final_board() {
    let size = (1280, 720);
    let picture = render("result", "marum-konbi", size, 0, false);
    assert_eq!((picture.width, picture.height), size);
    let [r, g, b] = picture.at(640, 300);
    assert!(r > g && g >= b, "no board above the result");
    let (dark, light) = panel_and_text(&lower_part(&picture, 3));
    assert!(
        dark > 0.4 && light > 100,
        "no result panel ({dark}, {light})"
    );
}

/// The kiosk's demonstration: the board, a caption panel above it and the golden invitation below.
#[test]
fn the_kiosk_demonstration_renders_with_its_invitation() {
    let size = (1280, 720);
    let no_config = std::env::temp_dir().join("marum-test-no-kiosk-config.json");
    let picture = render_with(
        "attract",
        "congkak",
        size,
        0,
        false,
        &[
            "--kiosk",
            "--kiosk-config",
            no_config.to_str().unwrap(),
            "--quality",
            "low",
        ],
    );
    assert_eq!((picture.width, picture.height), size);
    let golden = (picture.height * 4 / 5..picture.height)
        .flat_map(|y| (0..picture.width).map(move |x| (x, y)))
        .filter(|&(x, y)| {
            let [r, g, b] = picture.at(x, y);
            r > 0.85 && g > 0.7 && g < 0.9 && b < 0.6
        })
        .count();
    assert!(golden > 5000, "no invitation ({golden} golden pixels)");
    // The demonstration plays at full speed here, so the picture may fall between two games,
    // when the cultural card lies over the board.
    let [r, g, b] = picture.at(640, 360);
    let board = r > g && g >= b;
    let card = 0.3 * r + 0.6 * g + 0.1 * b < 0.22;
    assert!(
        board || card,
        "neither the board nor the card in the middle"
    );
}

/// Outside the opening hours the kiosk rests on a nearly black screen with one dim line.
#[test]
fn the_closed_kiosk_is_nearly_black() {
    let size = (960, 540);
    let config = std::env::temp_dir().join("marum-test-closed-kiosk.json");
    std::fs::write(&config, r#"{"hours": "closed"}"#).unwrap();
    let picture = render_with(
        "closed",
        "marum-konbi",
        size,
        0,
        false,
        &["--kiosk", "--kiosk-config", config.to_str().unwrap()],
    );
    let mut lit = 0;
    let mut total = 0.0;
    for y in 0..picture.height {
        for x in 0..picture.width {
            let [r, g, b] = picture.at(x, y);
            let light = 0.3 * r + 0.6 * g + 0.1 * b;
            total += light;
            if light > 0.2 {
                lit += 1;
            }
        }
    }
    let mean = total / (picture.width * picture.height) as f32;
    assert!(mean < 0.03, "mean light {mean}");
    // The line of text, and nothing of the board.
    assert!((50..5000).contains(&lit), "{lit} lit pixels");
}

/// The review of a whole random game, at its first mistake: in the top third an evaluation bar in
/// both players' colours on one line, a strip of marks a finger tall with the mistakes in red or
/// orange, and the panel's text.
#[test]
fn the_review_shows_the_bar_the_marks_and_why() {
    let size = (1280, 720);
    let picture = render_with(
        "result",
        "marum-konbi",
        size,
        0,
        false,
        &["--quality", "low", "--review"],
    );
    let near = |[r, g, b]: [f32; 3], [tr, tg, tb]: [f32; 3]| {
        (r - tr).abs() < 0.08 && (g - tg).abs() < 0.08 && (b - tb).abs() < 0.08
    };
    // The theme's player colours and the mistake and blunder marks, as drawn (sRGB).
    let (teal, amber) = ([0.16, 0.55, 0.55], [0.85, 0.58, 0.16]);
    let marks = [[0.95, 0.55, 0.2], [0.9, 0.25, 0.2]];
    let bar_row = (0..size.1 / 3).find(|&y| {
        let row: Vec<[f32; 3]> = (0..size.0).map(|x| picture.at(x, y)).collect();
        row.iter().filter(|&&p| near(p, teal)).count() > 20
            && row.iter().filter(|&&p| near(p, amber)).count() > 20
    });
    assert!(bar_row.is_some(), "no evaluation bar in the top third");
    let marked = (0..size.1 / 3)
        .flat_map(|y| (0..size.0).map(move |x| (x, y)))
        .filter(|&(x, y)| marks.iter().any(|&m| near(picture.at(x, y), m)))
        .count();
    assert!(
        marked > 50,
        "no mistake marked on the strip ({marked} pixels)"
    );
    // A finger's height, 48 pixels at 1080p: at 720p the mark's colour inside its 2-pixel edge is
    // 28 pixels tall.
    let tallest = (0..size.0)
        .map(|x| {
            (0..size.1 / 3)
                .filter(|&y| marks.iter().any(|&m| near(picture.at(x, y), m)))
                .count()
        })
        .max()
        .unwrap_or(0);
    assert!(tallest >= 26, "the marks are {tallest} pixels tall");
    let top = Picture {
        width: size.0,
        height: size.1 / 3,
        rgb: picture.rgb[..(size.0 * size.1 / 3) as usize].to_vec(),
    };
    let light = top.rgb.iter().filter(|&&rgb| is_light(rgb)).count();
    assert!(
        light > 400,
        "no sentence on the review's panel ({light} pixels)"
    );
}

/// The title and the play screen in Bahasa Melayu and in Meitei: the panel with its words, the
/// board in the middle.
#[test]
fn the_title_and_play_screens_render_in_each_language() {
    let size = (1280, 720);
    for language in ["ms", "mni"] {
        let title = render_with("title", "congkak", size, 0, false, &["--lang", language]);
        let (dark, light) = panel_and_text(&lower_part(&title, 6));
        check_panel(&format!("title in {language}"), dark, light);
        let play = render_with("play", "marum-konbi", size, 2, false, &["--lang", language]);
        let [r, g, b] = play.at(640, 330);
        assert!(r > g && g >= b, "{language}: no board in the middle");
        // The top bar's buttons carry their words.
        let words = light_pixels(&play, 0..size.0, 0..60);
        assert!(
            words > 300,
            "{language}: no words in the top bar ({words} pixels)"
        );
    }
}

/// At the largest text size the settings reflow inside the window: their rows wrap and scroll,
/// Back stays on screen at the foot, and no words run off either side.
#[test]
fn the_settings_reflow_at_the_largest_text_size() {
    let size = (1280, 720);
    let picture = render_with(
        "settings",
        "congkak",
        size,
        0,
        false,
        &["--lang", "ms", "--text-scale", "2"],
    );
    let foot = light_pixels(&picture, 0..size.0, size.1 * 4 / 5..size.1 * 19 / 20);
    assert!(
        foot > 200,
        "Back is not on screen ({foot} light pixels at the foot)"
    );
    let edges = light_pixels(&picture, 0..8, 0..size.1)
        + light_pixels(&picture, size.0 - 8..size.0, 0..size.1);
    assert_eq!(edges, 0, "words run off the window's sides");
}

/// What the game says, refusing to start with `args` where `display` (or none) is the X display:
/// an error, in a sentence rather than a panic inside the window system with a backtrace.
fn refusal(args: &[&str], display: Option<&str>) -> String {
    let mut game = Command::new(env!("CARGO_BIN_EXE_marum"));
    game.args(args)
        .env_remove("DISPLAY")
        .env_remove("WAYLAND_DISPLAY")
        .env_remove("WAYLAND_SOCKET")
        .env("RUST_BACKTRACE", "1");
    if let Some(display) = display {
        game.env("DISPLAY", display);
    }
    let output = game.output().expect("the marum binary starts");
    let error = String::from_utf8_lossy(&output.stderr).into_owned();
    assert_eq!(output.status.code(), Some(1), "{args:?}: {error}");
    assert!(!error.contains("panicked"), "{args:?}: {error}");
    error
}

/// Without any display (no Xvfb, no desktop session) the game says so and exits.
#[test]
fn without_a_display_the_game_says_so() {
    for args in [
        &[][..],
        &["--screenshot", "never.png"][..],
        &["--kiosk"][..],
    ] {
        let error = refusal(args, None);
        assert!(error.contains("no display"), "{args:?}: {error}");
        assert!(!Path::new("never.png").exists());
    }
}

/// A display that is named but not there (its X server not started yet) is said so.
#[test]
fn an_unreachable_display_is_said_so() {
    let error = refusal(&["--screenshot", "never.png"], Some(":4999"));
    assert!(
        error.contains("Could not reach the display \":4999\""),
        "{error}"
    );
}

/// A picture that cannot be written (its folder missing) is refused at once in a sentence,
/// rather than after hundreds of frames waiting for the file.
#[test]
fn a_picture_that_cannot_be_written_is_refused_at_once() {
    let output = Command::new("timeout")
        .args(["120", "xvfb-run", "-a"])
        .args([
            env!("CARGO_BIN_EXE_marum"),
            "--screenshot",
            "no-such-folder/board.png",
        ])
        .output()
        .expect("xvfb-run starts (apt-get install xvfb)");
    let error = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(1), "{error}");
    assert!(
        error.contains("Could not write the picture no-such-folder/board.png")
            && error.contains("No such file or directory"),
        "{error}"
    );
}
