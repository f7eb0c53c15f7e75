//! The licences of the third-party crates a bundle inlines, for its header.
//!
//! Every registry or git crate is named with its version and SPDX licence expression. When
//! that expression lets the crate be copied under a permissive licence that asks for its
//! notice to travel with every copy (MIT, BSD, ISC, Zlib, ...), the notice is taken from the
//! crate's own licence file and goes into the header; licences that ask for nothing (CC0,
//! Unlicense, 0BSD) add nothing. Nothing is fetched: a crate that ships no licence file is
//! said to ship none. This module only reads files; it decides nothing about bundling.

use std::path::{Path, PathBuf};

use crate::workspace::Package;

/// Licences that ask for nothing to be kept with copies.
const NO_NOTICE: &[&str] = &["CC0-1.0", "Unlicense", "0BSD", "WTFPL"];

/// Notice licences, preferred in this order when an `OR` expression offers several; each with
/// words its text contains (to pick the right file from several).
const NOTICE: &[(&str, &str)] = &[
    ("MIT", "Permission is hereby granted"),
    ("ISC", "Permission to use, copy, modify"),
    ("BSD-3-Clause", "Redistribution and use"),
    ("BSD-2-Clause", "Redistribution and use"),
    ("Zlib", "This software is provided 'as-is'"),
    ("Apache-2.0", "Apache License"),
];

/// Licences that give the words a source file carries in place of their full text: the
/// Mozilla Public License 2.0 asks that recipients of source be told it governs the file and
/// where to get a copy (its section 3.1), and its Exhibit A is that notice. Used when the
/// expression offers no [`NOTICE`] licence.
const FILE_NOTICE: &[(&str, &str, &str)] = &[(
    "MPL-2.0",
    "MPL-2.0 Exhibit A",
    "This Source Code Form is subject to the terms of the Mozilla Public License, v. 2.0. \
     If a copy of the MPL was not distributed with this file, You can obtain one at \
     https://mozilla.org/MPL/2.0/.",
)];

/// What the header says of one third-party crate.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Notice {
    /// `name version (licence)`.
    pub line: String,
    /// The licence text to carry, as found in the crate's file, with the file's name.
    pub text: Option<(String, String)>,
}

/// The header's account of `package`.
pub(crate) fn notice(package: &Package) -> Notice {
    let expression = package.license.clone().unwrap_or_default();
    let dir = package
        .manifest_path
        .parent()
        .map_or_else(PathBuf::new, Path::to_path_buf);
    let files = licence_files(&dir, package.license_file.as_deref());
    let label = if expression.is_empty() {
        "licence not stated".to_string()
    } else {
        expression.clone()
    };
    let mut line = format!("{} {} ({label})", package.name, package.version);
    let offered: Vec<&str> = expression
        .split(|c: char| c == '(' || c == ')' || c.is_whitespace() || c == '/')
        .filter(|word| !word.is_empty() && *word != "OR" && *word != "AND")
        .collect();
    if offered.iter().any(|licence| NO_NOTICE.contains(licence)) && !expression.contains("AND") {
        return Notice { line, text: None };
    }
    let offers = |id: &str| offered.iter().any(|o| o.trim_end_matches('+') == id);
    let wanted = NOTICE.iter().find(|(id, _)| offers(id));
    if wanted.is_none() {
        if let Some((_, label, words)) = FILE_NOTICE.iter().find(|(id, _, _)| offers(id)) {
            let text = Some((label.to_string(), words.to_string()));
            return Notice { line, text };
        }
    }
    let text = match wanted {
        Some((id, words)) => files
            .iter()
            .filter_map(|file| std::fs::read_to_string(file).ok().map(|text| (file, text)))
            .find(|(file, text)| {
                text.contains(words) || file_name(file).to_uppercase().contains(&id.to_uppercase())
            })
            .map(|(file, text)| (file_name(file), text.trim_end().to_string())),
        None => files
            .first()
            .and_then(|file| std::fs::read_to_string(file).ok().map(|t| (file, t)))
            .map(|(file, text)| (file_name(file), text.trim_end().to_string())),
    };
    if text.is_none() {
        line.push_str(if files.is_empty() {
            "; the package ships no licence file"
        } else {
            "; no licence file matches it"
        });
    }
    Notice { line, text }
}

/// A licence text split where the licence's own words start (the first line with a
/// [`NOTICE`] phrase, or a [`FILE_NOTICE`]): before, what is the crate's own (title,
/// copyright lines); from there, the text many crates share word for word. A text without
/// such a line is all its own.
pub(crate) fn split_notice(text: &str) -> (&str, &str) {
    let mut at = 0;
    for line in text.split_inclusive('\n') {
        if NOTICE.iter().any(|(_, words)| line.contains(words))
            || FILE_NOTICE
                .iter()
                .any(|(_, _, words)| line.trim_end() == *words)
        {
            return (text[..at].trim_end(), &text[at..]);
        }
        at += line.len();
    }
    (text, "")
}

fn file_name(path: &Path) -> String {
    path.file_name()
        .map(|name| name.to_string_lossy().into_owned())
        .unwrap_or_default()
}

/// `license-file`, else the package's `LICENSE*` / `LICENCE*` / `COPYING*` files, sorted.
fn licence_files(dir: &Path, declared: Option<&Path>) -> Vec<PathBuf> {
    if let Some(file) = declared.filter(|file| file.is_file()) {
        return vec![file.to_path_buf()];
    }
    let Ok(entries) = std::fs::read_dir(dir) else {
        return Vec::new();
    };
    let mut files: Vec<PathBuf> = entries
        .filter_map(|entry| entry.ok().map(|entry| entry.path()))
        .filter(|path| path.is_file())
        .filter(|path| {
            let name = file_name(path).to_uppercase();
            ["LICENSE", "LICENCE", "COPYING"]
                .iter()
                .any(|prefix| name.starts_with(prefix))
        })
        .collect();
    files.sort();
    files
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::BTreeSet;

    fn package(dir: &Path, license: Option<&str>) -> Package {
        Package {
            name: "demo".to_string(),
            version: "1.2.3".to_string(),
            manifest_path: dir.join("Cargo.toml"),
            lib: None,
            has_build_script: false,
            deps: Vec::new(),
            features: BTreeSet::new(),
            edition: "2021".to_string(),
            third_party: true,
            license: license.map(str::to_string),
            license_file: None,
            declared: Vec::new(),
        }
    }

    #[test]
    fn a_notice_splits_where_the_licence_words_start() {
        let text = "The MIT License\n\nCopyright (c) 2015 A\n\nPermission is hereby granted, free\nof charge";
        assert_eq!(
            split_notice(text),
            (
                "The MIT License\n\nCopyright (c) 2015 A",
                "Permission is hereby granted, free\nof charge"
            )
        );
        assert_eq!(
            split_notice("All rights reserved."),
            ("All rights reserved.", "")
        );
    }

    #[test]
    fn mit_or_apache_carries_the_mit_notice_cc0_carries_nothing() {
        let dir = std::env::temp_dir().join(format!("judgepack-licence-{}", std::process::id()));
        std::fs::create_dir_all(&dir).expect("mkdir");
        std::fs::write(dir.join("LICENSE-APACHE"), "Apache License\nVersion 2.0\n").expect("w");
        std::fs::write(
            dir.join("LICENSE-MIT"),
            "Copyright 1 A\n\nPermission is hereby granted\n",
        )
        .expect("write");
        let dual = notice(&package(&dir, Some("MIT OR Apache-2.0")));
        assert_eq!(dual.line, "demo 1.2.3 (MIT OR Apache-2.0)");
        assert_eq!(
            dual.text,
            Some((
                "LICENSE-MIT".to_string(),
                "Copyright 1 A\n\nPermission is hereby granted".to_string()
            ))
        );
        // MPL-2.0 offers a file notice; MIT, when offered too, is still preferred.
        std::fs::write(
            dir.join("LICENCE.md"),
            "Mozilla Public License Version 2.0\n",
        )
        .expect("w");
        let mpl = notice(&package(&dir, Some("MPL-2.0+")));
        let (label, text) = mpl.text.expect("a notice");
        assert_eq!(label, "MPL-2.0 Exhibit A");
        assert!(text.starts_with("This Source Code Form is subject to"));
        assert_eq!(split_notice(&text), ("", text.as_str()));
        let either = notice(&package(&dir, Some("MPL-2.0 OR MIT")));
        assert_eq!(either.text.expect("a notice").0, "LICENSE-MIT");
        let cc0 = notice(&package(&dir, Some("CC0-1.0")));
        assert_eq!(cc0.text, None);
        let none = notice(&package(&dir.join("nowhere"), Some("MIT")));
        assert_eq!(
            none.line,
            "demo 1.2.3 (MIT); the package ships no licence file"
        );
        let _ = std::fs::remove_dir_all(&dir);
    }
}
