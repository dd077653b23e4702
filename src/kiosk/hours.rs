//! The exhibition's opening hours (`hours` in the kiosk configuration): outside them the kiosk
//! rests on a nearly black screen. Either one span for every day,
//! `"hours": "09:00-18:00"`, or a span per weekday, `"hours": {"mon": "09:00-18:00", "sat":
//! "10:00-16:00", "sun": "closed"}`, where a day not named is closed. A span may run past
//! midnight (`"18:00-02:00"`); `"00:00-24:00"` is all day.

use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// The hours as written in the configuration.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum HoursText {
    Daily(String),
    Weekly(BTreeMap<String, String>),
}

pub const WEEKDAYS: [&str; 7] = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"];

/// Minutes after midnight at which one day's span opens and closes; none when closed all day.
type Span = Option<(u16, u16)>;

/// When the kiosk is open, Monday first.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OpeningHours {
    days: [Span; 7],
}

fn minutes(text: &str) -> Option<u16> {
    let (hours, minutes) = text.trim().split_once(':')?;
    let (hours, minutes): (u16, u16) = (hours.parse().ok()?, minutes.parse().ok()?);
    let total = hours * 60 + minutes;
    (minutes < 60 && total <= 24 * 60).then_some(total)
}

fn span(text: &str) -> Result<Span, String> {
    if text.trim().eq_ignore_ascii_case("closed") {
        return Ok(None);
    }
    let parsed = text
        .split_once('-')
        .and_then(|(open, close)| Some((minutes(open)?, minutes(close)?)));
    match parsed {
        Some((open, close)) if open != close => Ok(Some((open, close))),
        _ => Err(format!(
            "The opening hours {text:?} are not like \"09:00-18:00\" or \"closed\"."
        )),
    }
}

impl OpeningHours {
    /// The same span every day.
    pub fn daily(text: &str) -> Result<OpeningHours, String> {
        Ok(OpeningHours {
            days: [span(text)?; 7],
        })
    }

    pub fn from_text(text: &HoursText) -> Result<OpeningHours, String> {
        match text {
            HoursText::Daily(text) => OpeningHours::daily(text),
            HoursText::Weekly(days) => {
                let mut hours = OpeningHours { days: [None; 7] };
                for (day, text) in days {
                    let index = WEEKDAYS
                        .iter()
                        .position(|d| d.eq_ignore_ascii_case(day))
                        .ok_or_else(|| format!("{day:?} is not a weekday; use mon, tue, … sun."))?;
                    hours.days[index] = span(text)?;
                }
                Ok(hours)
            }
        }
    }

    /// Whether the kiosk is open on `weekday` (0 Monday … 6 Sunday) at `minute` after midnight.
    /// A span past midnight keeps the night open into the next day.
    pub fn is_open(&self, weekday: usize, minute: u16) -> bool {
        let today = self.days[weekday % 7];
        let yesterday = self.days[(weekday + 6) % 7];
        let open_today = today.is_some_and(|(open, close)| {
            if open < close {
                (open..close).contains(&minute)
            } else {
                minute >= open
            }
        });
        let night_before = yesterday.is_some_and(|(open, close)| open > close && minute < close);
        open_today || night_before
    }

    /// Whether it is open now, by the system's time zone.
    pub fn is_open_now(&self) -> bool {
        let now = jiff::ZonedDateTime::now();
        let weekday = now.weekday().to_monday_zero_offset() as usize;
        let minute = now.hour() as u16 * 60 + now.minute() as u16;
        self.is_open(weekday, minute)
    }
}
