//! A sentence shown for a few seconds over the play screen (a refusal, a saved record, a hint),
//! which any screen may post.

use bevy::prelude::*;

#[derive(Resource, Default)]
pub struct Notice {
    pub text: String,
    pub left: f32,
}

impl Notice {
    pub fn show(&mut self, text: impl Into<String>) {
        self.show_for(text, 4.0);
    }

    /// Shows `text` for `seconds`: longer for a sentence to act on.
    pub fn show_for(&mut self, text: impl Into<String>, seconds: f32) {
        self.text = text.into();
        self.left = seconds;
    }

    /// Takes `text` down if it is still what is shown.
    pub fn withdraw(&mut self, text: &str) {
        if self.text == text {
            self.left = 0.0;
        }
    }
}
