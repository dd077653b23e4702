//! A sentence shown for a few seconds over the play screen (a refusal, a saved record), which any
//! screen may post; and one that stands under it until it is withdrawn (the hint's, the coach's
//! warning).

use bevy::prelude::*;

#[derive(Resource, Default)]
pub struct Notice {
    pub text: String,
    pub left: f32,
    /// Shown whenever no newer sentence is, until withdrawn.
    pub standing: Option<String>,
}

impl Notice {
    /// Shows `text` for a few seconds, over any standing sentence.
    pub fn show(&mut self, text: impl Into<String>) {
        self.text = text.into();
        self.left = 4.0;
    }

    /// Shows `text` from now on, under any newer sentence, until it is withdrawn.
    pub fn stand(&mut self, text: impl Into<String>) {
        self.standing = Some(text.into());
        self.left = 0.0;
    }

    /// Takes `text` down if it is still shown or standing.
    pub fn withdraw(&mut self, text: &str) {
        if self.text == text {
            self.left = 0.0;
        }
        if self.standing.as_deref() == Some(text) {
            self.standing = None;
        }
    }

    /// The sentence shown for a few seconds, while it lasts.
    pub fn fleeting(&self) -> Option<&str> {
        (self.left > 0.0).then_some(self.text.as_str())
    }

    /// The sentence the caption shows when no event is being explained.
    #[cfg(test)]
    pub fn shown(&self) -> Option<&str> {
        self.fleeting().or(self.standing.as_deref())
    }
}
