// Reads a Rust source file on stdin and summarizes its items with syn.
use quote::ToTokens;
use std::io::Read;
use syn::visit::{self, Visit};
use syn::{Item, ReturnType};

#[derive(Default)]
struct CallCounter {
    calls: usize,
    method_calls: usize,
    macros: usize,
}

impl<'ast> Visit<'ast> for CallCounter {
    fn visit_expr_call(&mut self, node: &'ast syn::ExprCall) {
        self.calls += 1;
        visit::visit_expr_call(self, node);
    }
    fn visit_expr_method_call(&mut self, node: &'ast syn::ExprMethodCall) {
        self.method_calls += 1;
        visit::visit_expr_method_call(self, node);
    }
    fn visit_macro(&mut self, node: &'ast syn::Macro) {
        self.macros += 1;
        visit::visit_macro(self, node);
    }
}

fn main() {
    let mut src = String::new();
    std::io::stdin().read_to_string(&mut src).unwrap();
    let file = match syn::parse_file(&src) {
        Ok(f) => f,
        Err(e) => {
            let pos = e.span().start();
            println!("parse error at {}:{}: {}", pos.line, pos.column, e);
            return;
        }
    };
    for item in &file.items {
        match item {
            Item::Fn(f) => {
                let ret = match &f.sig.output {
                    ReturnType::Default => "()".to_string(),
                    ReturnType::Type(_, ty) => ty.to_token_stream().to_string(),
                };
                println!("fn {} ({} params) -> {}", f.sig.ident, f.sig.inputs.len(), ret);
            }
            Item::Struct(s) => {
                let names: Vec<String> = s
                    .fields
                    .iter()
                    .map(|f| f.ident.as_ref().map_or("_".to_string(), |i| i.to_string()))
                    .collect();
                println!("struct {} [{}]", s.ident, names.join(", "));
            }
            Item::Enum(e) => {
                let names: Vec<String> = e.variants.iter().map(|v| v.ident.to_string()).collect();
                println!("enum {} {{{}}}", e.ident, names.join(" | "));
            }
            Item::Impl(i) => {
                let ty = i.self_ty.to_token_stream().to_string();
                let tr = match &i.trait_ {
                    Some((path, _)) => format!("{} for ", path.to_token_stream()),
                    None => String::new(),
                };
                println!("impl {}{} ({} items)", tr, ty, i.items.len());
            }
            Item::Use(u) => println!("use {}", u.tree.to_token_stream()),
            Item::Const(c) => println!("const {}: {}", c.ident, c.ty.to_token_stream()),
            Item::Mod(m) => println!("mod {}", m.ident),
            Item::Trait(t) => println!("trait {} ({} items)", t.ident, t.items.len()),
            other => println!("other item: {}", other.to_token_stream().to_string().len()),
        }
    }
    let mut counter = CallCounter::default();
    counter.visit_file(&file);
    println!(
        "calls={} method_calls={} macros={}",
        counter.calls, counter.method_calls, counter.macros
    );
}
