// Reads a struct or enum definition, parses it with syn and generates a Display impl with quote.
use proc_macro2::TokenStream;
use quote::{format_ident, quote};
use std::io::Read;
use syn::{Data, DeriveInput, Fields};

fn display_impl(input: &DeriveInput) -> TokenStream {
    let name = &input.ident;
    let (impl_generics, ty_generics, where_clause) = input.generics.split_for_impl();
    let body = match &input.data {
        Data::Struct(s) => match &s.fields {
            Fields::Named(named) => {
                let names: Vec<_> = named.named.iter().map(|f| f.ident.clone().unwrap()).collect();
                let fmt = format!(
                    "{} {{{{ {} }}}}",
                    name,
                    names.iter().map(|n| format!("{}: {{}}", n)).collect::<Vec<_>>().join(", ")
                );
                quote! { write!(f, #fmt, #(self.#names),*) }
            }
            Fields::Unnamed(un) => {
                let idx = (0..un.unnamed.len()).map(syn::Index::from);
                let fmt = format!("{}({})", name, vec!["{}"; un.unnamed.len()].join(", "));
                quote! { write!(f, #fmt, #(self.#idx),*) }
            }
            Fields::Unit => {
                let s = name.to_string();
                quote! { f.write_str(#s) }
            }
        },
        Data::Enum(e) => {
            let arms = e.variants.iter().map(|v| {
                let vname = &v.ident;
                let text = vname.to_string().to_lowercase();
                match &v.fields {
                    Fields::Unit => quote! { #name::#vname => f.write_str(#text) },
                    Fields::Unnamed(un) => {
                        let binds: Vec<_> = (0..un.unnamed.len()).map(|i| format_ident!("v{}", i)).collect();
                        quote! { #name::#vname(#(#binds),*) => { f.write_str(#text)?; #( write!(f, " {}", #binds)?; )* Ok(()) } }
                    }
                    Fields::Named(_) => quote! { #name::#vname { .. } => f.write_str(#text) },
                }
            });
            quote! { match self { #(#arms,)* } }
        }
        Data::Union(_) => quote! { f.write_str("<union>") },
    };
    quote! {
        impl #impl_generics ::std::fmt::Display for #name #ty_generics #where_clause {
            fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
                #body
            }
        }
    }
}

fn main() {
    let mut src = String::new();
    std::io::stdin().read_to_string(&mut src).unwrap();
    for chunk in src.split("\n\n").filter(|c| !c.trim().is_empty()) {
        match syn::parse_str::<DeriveInput>(chunk) {
            Ok(input) => println!("{}", display_impl(&input)),
            Err(e) => println!("error: {}", e),
        }
    }
}
