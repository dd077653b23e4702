//! The computer playing itself behind the title screen, on the rules screen and in the kiosk's
//! attract loop: the games take turns, with a rest between them.
//! Headless, so `marum soak` runs the same loop without a window.

use crate::rules_plugin::{Match, MatchRequest, MatchSetup, Seat};
use crate::schedule::GameSystems;
use crate::settings::Settings;
use bevy::prelude::*;
use marum_core::ai::Level;
use marum_core::rules::{Player, Variant};
use std::time::Duration;

/// While this resource exists, computer-only games follow one another.
#[derive(Resource, Debug)]
pub struct Demo {
    pub level: Level,
    pub next: Variant,
    /// Play only this game instead of alternating.
    pub only: Option<Variant>,
    /// Time left before the next game starts, once one is over.
    pub rest: Timer,
    /// Games started so far.
    pub games: u64,
}

impl Demo {
    pub fn new(level: Level, rest: Duration) -> Demo {
        Demo {
            level,
            next: Variant::ALL[0],
            only: None,
            rest: Timer::new(rest, TimerMode::Once),
            games: 0,
        }
    }
}

/// The computer demonstrates `variant` alone behind a screen that sets up or explains that game.
pub fn demonstrate(variant: Variant) -> Demo {
    let mut demo = Demo::new(Level::Easy, Duration::from_secs(3));
    demo.only = Some(variant);
    demo.next = variant;
    demo
}

/// Shows `variant` from now on, if a demonstration is running.
pub fn switch_demonstration(demo: Option<&mut Demo>, variant: Variant) {
    if let Some(demo) = demo {
        demo.only = Some(variant);
        demo.next = variant;
    }
}

/// Whether the current match is a computer-only game.
pub fn is_demo(current: &Match) -> bool {
    current.setup.is_computer_only()
}

/// Starts the next game when there is none, the last is over and rested, or a human game is
/// still on the board from before.
pub fn keep_demo_running(
    time: Res<Time>,
    demo: Option<ResMut<Demo>>,
    current: Option<Res<Match>>,
    settings: Res<Settings>,
    mut requests: MessageWriter<MatchRequest>,
) {
    let Some(mut demo) = demo else { return };
    let start = match &current {
        None => true,
        Some(current) if !is_demo(current) => true,
        Some(current) if demo.only.is_some_and(|v| v != current.setup.variant) => true,
        Some(current) if current.game().position().is_over() && !current.is_busy() => {
            demo.rest.tick(time.delta()).is_finished()
        }
        Some(_) => false,
    };
    if !start {
        return;
    }
    let variant = demo.only.unwrap_or(demo.next);
    demo.next = variant.following();
    demo.games += 1;
    demo.rest.reset();
    let first = if demo.games.is_multiple_of(2) {
        Player::Two
    } else {
        Player::One
    };
    requests.write(MatchRequest::New(MatchSetup {
        variant,
        options: settings.options,
        first,
        seats: [Seat::Computer(demo.level); 2],
    }));
}

/// Keeps the demonstration going while a [`Demo`] resource exists.
pub fn plugin(app: &mut App) {
    app.add_systems(Update, keep_demo_running.in_set(GameSystems::Direct));
}
