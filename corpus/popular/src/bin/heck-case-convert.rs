// Converts identifiers between naming conventions with heck.
use heck::{ToKebabCase, ToLowerCamelCase, ToShoutySnakeCase, ToSnakeCase, ToTitleCase, ToTrainCase, ToUpperCamelCase};
use std::io::BufRead;

fn main() {
    for line in std::io::stdin().lock().lines() {
        let line = line.unwrap();
        let (style, name) = match line.split_once(' ') {
            Some((s, n)) => (s, n.trim()),
            None => ("all", line.trim()),
        };
        let out = match style {
            "snake" => name.to_snake_case(),
            "camel" => name.to_lower_camel_case(),
            "pascal" => name.to_upper_camel_case(),
            "kebab" => name.to_kebab_case(),
            "const" => name.to_shouty_snake_case(),
            "title" => name.to_title_case(),
            "train" => name.to_train_case(),
            _ => format!(
                "{} | {} | {} | {} | {}",
                name.to_snake_case(),
                name.to_lower_camel_case(),
                name.to_upper_camel_case(),
                name.to_kebab_case(),
                name.to_shouty_snake_case()
            ),
        };
        println!("{} -> {}", name, out);
    }
}
