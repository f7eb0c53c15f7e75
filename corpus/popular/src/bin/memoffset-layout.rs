// Prints field offsets and spans of #[repr(C)] records with memoffset, then decodes raw records.
use memoffset::{offset_of, span_of};
use std::io::Read;

#[repr(C)]
struct Header {
    magic: [u8; 4],
    version: u16,
    flags: u16,
    length: u32,
    checksum: u64,
}

#[repr(C)]
struct Packet {
    header: Header,
    kind: u8,
    payload: [u8; 7],
}

fn read_u32(bytes: &[u8], off: usize) -> u32 {
    u32::from_le_bytes(bytes[off..off + 4].try_into().unwrap())
}

fn main() {
    println!("Header size {}", std::mem::size_of::<Header>());
    println!("magic {:?}", span_of!(Header, magic));
    println!("version at {}", offset_of!(Header, version));
    println!("flags at {}", offset_of!(Header, flags));
    println!("length span {:?}", span_of!(Header, length));
    println!("checksum at {}", offset_of!(Header, checksum));
    println!("Packet.kind at {}", offset_of!(Packet, kind));
    println!("Packet header..kind {:?}", span_of!(Packet, header..kind));
    println!("Packet payload.. {:?}", span_of!(Packet, payload..));

    let mut input = String::new();
    std::io::stdin().read_to_string(&mut input).unwrap();
    let size = std::mem::size_of::<Packet>();
    let bytes: Vec<u8> = input.split_whitespace().map(|t| u8::from_str_radix(t, 16).unwrap()).collect();
    for (i, rec) in bytes.chunks_exact(size).enumerate() {
        let magic = &rec[span_of!(Header, magic)];
        let len = read_u32(rec, offset_of!(Packet, header) + offset_of!(Header, length));
        let kind = rec[offset_of!(Packet, kind)];
        let payload = &rec[span_of!(Packet, payload)];
        println!("record {}: magic={:?} length={} kind={} payload_sum={}", i, String::from_utf8_lossy(magic), len, kind, payload.iter().map(|&b| b as u32).sum::<u32>());
    }
    println!("leftover bytes {}", bytes.len() % size);
}
