// Parses each regex with regex-syntax and reports its AST/HIR properties.
use regex_syntax::ast::parse::Parser as AstParser;
use regex_syntax::hir::{Hir, HirKind};
use regex_syntax::ParserBuilder;
use std::io::BufRead;

fn count_captures(h: &Hir) -> usize {
    match h.kind() {
        HirKind::Capture(c) => 1 + count_captures(&c.sub),
        HirKind::Concat(v) | HirKind::Alternation(v) => v.iter().map(count_captures).sum(),
        HirKind::Repetition(r) => count_captures(&r.sub),
        _ => 0,
    }
}

fn main() {
    for line in std::io::stdin().lock().lines() {
        let pat = line.unwrap();
        if pat.is_empty() {
            continue;
        }
        println!("pattern {}", pat);
        let ast = match AstParser::new().parse(&pat) {
            Ok(a) => a,
            Err(e) => {
                println!("  ast error: {:?} at {}", e.kind(), e.span().start.offset);
                continue;
            }
        };
        println!("  ast span {}..{}", ast.span().start.offset, ast.span().end.offset);
        let hir = match ParserBuilder::new().case_insensitive(false).build().parse(&pat) {
            Ok(h) => h,
            Err(e) => {
                println!("  hir error: {}", e.to_string().lines().last().unwrap_or(""));
                continue;
            }
        };
        let props = hir.properties();
        println!("  min len {:?} max len {:?}", props.minimum_len(), props.maximum_len());
        println!("  literal {} alt-literal {} utf8 {}", props.is_literal(), props.is_alternation_literal(), props.is_utf8());
        println!("  captures {} explicit {}", count_captures(&hir), props.explicit_captures_len());
        println!("  anchored start {}", props.look_set_prefix().contains(regex_syntax::hir::Look::Start));
        let printed = hir.to_string();
        if printed.chars().count() <= 60 {
            println!("  printed {}", printed);
        } else {
            println!("  printed <{} chars>", printed.chars().count());
        }
    }
}
