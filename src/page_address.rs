//! In the browser the page's address is the command line: `?kiosk&lang=ms&variant=congkak`
//! reads as `marum --kiosk --lang ms --variant congkak`, so the page takes every option the
//! desktop's command line does, parsed and checked by the same code.

/// The command line an address's query (with or without its `?`) stands for.
pub fn command_line(query: &str) -> Vec<String> {
    let mut arguments = vec!["marum".to_string()];
    let query = query.strip_prefix('?').unwrap_or(query);
    for (name, value) in form_urlencoded::parse(query.as_bytes()) {
        arguments.push(format!("--{name}"));
        if !value.is_empty() {
            arguments.push(value.into_owned());
        }
    }
    arguments
}

#[cfg(test)]
mod tests {
    use super::command_line;

    #[test]
    fn names_become_options_and_values_their_arguments() {
        assert_eq!(command_line(""), ["marum"]);
        assert_eq!(command_line("?kiosk"), ["marum", "--kiosk"]);
        assert_eq!(
            command_line("?variant=congkak&lang=ms&text-scale=1.5"),
            [
                "marum",
                "--variant",
                "congkak",
                "--lang",
                "ms",
                "--text-scale",
                "1.5"
            ]
        );
        // Encoded characters and a plus for a space, as browsers write them.
        assert_eq!(
            command_line("kiosk&kiosk-config=my%20museum+hall.json"),
            ["marum", "--kiosk", "--kiosk-config", "my museum hall.json"]
        );
    }
}
