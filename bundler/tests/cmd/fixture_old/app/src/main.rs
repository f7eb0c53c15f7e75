fn main() {
    println!("{}", oldlib::double(21));
}
