//! Logos of the demo companies: small PNG marks drawn from the company's name, so the company
//! pages show real images that the logo endpoint serves like uploaded ones.

/// Side of a demo logo, in pixels.
const SIZE: u32 = 96;

/// Background colours of the marks (muted, legible under white shapes).
const PALETTE: [[u8; 3]; 6] = [
    [0x1f, 0x4e, 0x79],
    [0x2e, 0x6b, 0x4f],
    [0x7a, 0x3e, 0x2b],
    [0x4b, 0x3f, 0x72],
    [0x8a, 0x6d, 0x1f],
    [0x2b, 0x5d, 0x6b],
];

/// The shapes a mark is drawn with.
#[derive(Clone, Copy)]
enum Mark {
    /// Rising bars, a performance chart.
    Bars,
    /// A chevron pointing up.
    Chevron,
    /// A ring.
    Ring,
}

/// A PNG logo for the company `name`, the same for the same name.
pub fn demo_logo(name: &str) -> Vec<u8> {
    let hash = name.bytes().fold(0x811c_9dc5_u32, |hash, byte| {
        (hash ^ u32::from(byte)).wrapping_mul(0x0100_0193)
    });
    let background = PALETTE[(hash % PALETTE.len() as u32) as usize];
    let mark = [Mark::Bars, Mark::Chevron, Mark::Ring][((hash >> 8) % 3) as usize];
    let mut pixels = Vec::with_capacity((SIZE * SIZE * 3) as usize);
    for y in 0..SIZE {
        for x in 0..SIZE {
            let colour = if inked(mark, x, y) {
                [0xff, 0xff, 0xff]
            } else {
                background
            };
            pixels.extend_from_slice(&colour);
        }
    }
    encode(&pixels)
}

/// Whether pixel (x, y) belongs to the white mark.
fn inked(mark: Mark, x: u32, y: u32) -> bool {
    let (x, y) = (i64::from(x), i64::from(y));
    match mark {
        Mark::Bars => (0..4).any(|bar| {
            let left = 18 + bar * 16;
            let top = 66 - bar * 12;
            (left..left + 11).contains(&x) && (top..78).contains(&y)
        }),
        Mark::Chevron => {
            let from_centre = (x - 48).abs();
            let ridge = 28 + from_centre;
            from_centre <= 30 && (ridge..ridge + 14).contains(&y)
        }
        Mark::Ring => {
            let distance = (x - 48).pow(2) + (y - 48).pow(2);
            (22 * 22..=32 * 32).contains(&distance)
        }
    }
}

fn encode(pixels: &[u8]) -> Vec<u8> {
    let mut bytes = Vec::new();
    let mut encoder = png::Encoder::new(&mut bytes, SIZE, SIZE);
    encoder.set_color(png::ColorType::Rgb);
    encoder.set_depth(png::BitDepth::Eight);
    // Writing to memory cannot fail, and the pixel buffer always matches the declared size.
    let mut writer = encoder.write_header().expect("PNG header");
    writer.write_image_data(pixels).expect("PNG pixels");
    writer.finish().expect("PNG end");
    bytes
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_logo_is_a_png_of_the_declared_size_and_the_same_for_the_same_name() {
        let logo = demo_logo("Acme Capital");
        assert!(logo.starts_with(b"\x89PNG\r\n\x1a\n"));
        let decoder = png::Decoder::new(std::io::Cursor::new(logo.as_slice()));
        let reader = decoder.read_info().unwrap();
        assert_eq!((reader.info().width, reader.info().height), (SIZE, SIZE));
        assert_eq!(logo, demo_logo("Acme Capital"));
        assert_ne!(logo, demo_logo("Borealis Trading"));
    }
}
