// Length-prefixed frame encoder/decoder with bytes::BytesMut and the Buf/BufMut traits.
use bytes::{Buf, BufMut, Bytes, BytesMut};
use std::io::BufRead;

fn encode(msgs: &[String]) -> Bytes {
    let mut buf = BytesMut::with_capacity(64);
    for (i, m) in msgs.iter().enumerate() {
        buf.put_u8(if i + 1 == msgs.len() { 1 } else { 0 }); // fin flag
        buf.put_u16(m.len() as u16);
        buf.put_slice(m.as_bytes());
    }
    buf.put_u32_le(0xdead_beef);
    buf.freeze()
}

fn decode(mut data: Bytes) -> Vec<(bool, Bytes)> {
    let mut frames = Vec::new();
    while data.remaining() >= 3 {
        let fin = data.get_u8() == 1;
        let len = data.get_u16() as usize;
        if data.remaining() < len {
            break;
        }
        frames.push((fin, data.split_to(len)));
        if fin {
            break;
        }
    }
    if data.remaining() >= 4 {
        println!("trailer {:#x}", data.get_u32_le());
    }
    frames
}

fn main() {
    let msgs: Vec<String> = std::io::stdin().lock().lines().map(|l| l.unwrap()).collect();
    let wire = encode(&msgs);
    println!("wire {} bytes: {:02x?}", wire.len(), &wire[..wire.len().min(12)]);
    let shared = wire.clone(); // cheap reference-counted clone
    for (fin, payload) in decode(shared) {
        println!("frame fin={} len={} {:?}", fin, payload.len(), std::str::from_utf8(&payload).unwrap());
    }
    let mut chained = Bytes::from_static(b"head:").chain(wire.slice(3..8));
    let mut out = Vec::new();
    while chained.has_remaining() {
        let chunk = chained.chunk();
        out.extend_from_slice(chunk);
        let n = chunk.len();
        chained.advance(n);
    }
    println!("chained {:?}", String::from_utf8_lossy(&out));
    let mut m = BytesMut::from(&b"hello world"[..]);
    let tail = m.split_off(6);
    m.extend_from_slice(b"there");
    println!("{:?} {:?}", m, tail);
}
