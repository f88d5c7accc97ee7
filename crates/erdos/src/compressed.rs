//! Certificate files on disk: plain, or zstd-compressed when the name ends
//! in `.zst` (a big proof's tree compresses about 40 times); reading tells
//! them apart by the zstd magic number, not by the name.

use std::fs::File;
use std::io::{self, BufRead, BufReader, Read, Write};
use std::path::Path;

/// The four bytes every zstd frame starts with.
pub const ZSTD_MAGIC: [u8; 4] = [0x28, 0xB5, 0x2F, 0xFD];

/// The compression level written (zstd's strongest ordinary level).
pub const LEVEL: i32 = 19;

/// The largest window, as a power of two, a reader accepts: 2^24 bytes
/// (16 MiB), so a hostile file cannot make the reader allocate more. The
/// writer never uses a larger one.
pub const WINDOW_LOG_MAX: u32 = 24;

/// Whether `path` names a compressed certificate (`.zst`).
pub fn is_compressed_name(path: &Path) -> bool {
    path.extension().is_some_and(|e| e.eq_ignore_ascii_case("zst"))
}

/// Writes `bytes` to `path`, compressed when the name ends in `.zst`.
pub fn write(path: &Path, bytes: &[u8]) -> io::Result<()> {
    if !is_compressed_name(path) {
        return std::fs::write(path, bytes);
    }
    encode(File::create(path)?, bytes)?.sync_all()
}

/// `bytes` compressed exactly as [`write()`] writes a `.zst` file (a
/// certificate kept in a database, say, and exported to `proofs/` later).
pub fn compress(bytes: &[u8]) -> io::Result<Vec<u8>> {
    encode(Vec::new(), bytes)
}

/// `bytes` compressed into `out`, with the level, window and checksum of
/// every certificate written.
fn encode<W: Write>(out: W, bytes: &[u8]) -> io::Result<W> {
    let mut enc = zstd::stream::write::Encoder::new(out, LEVEL)?;
    enc.window_log(WINDOW_LOG_MAX)?;
    enc.include_checksum(true)?;
    enc.write_all(bytes)?;
    enc.finish()
}

/// Opens the certificate at `path` as a stream of its plain bytes,
/// decompressing it when it starts with [`ZSTD_MAGIC`].
pub fn open(path: &Path) -> io::Result<Box<dyn Read>> {
    reader(File::open(path)?)
}

/// Wraps `input` so that it yields plain bytes: decompressed when it starts
/// with [`ZSTD_MAGIC`], as it is otherwise.
pub fn reader<R: Read + 'static>(input: R) -> io::Result<Box<dyn Read>> {
    let mut buf = BufReader::with_capacity(1 << 16, input);
    let head = buf.fill_buf()?;
    if head.len() >= 4 && head[..4] == ZSTD_MAGIC {
        let mut dec = zstd::stream::read::Decoder::with_buffer(buf)?;
        dec.window_log_max(WINDOW_LOG_MAX)?;
        Ok(Box::new(dec))
    } else {
        Ok(Box::new(buf))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_zst_file_reads_back_the_same_bytes_and_a_plain_one_as_it_is() {
        let dir = tempfile::tempdir().unwrap();
        let bytes: Vec<u8> = (0..100_000u32).map(|i| (i % 251) as u8 ^ (i / 997) as u8).collect();
        for name in ["c.bin", "c.bin.zst"] {
            let path = dir.path().join(name);
            write(&path, &bytes).unwrap();
            let on_disk = std::fs::read(&path).unwrap();
            assert_eq!(on_disk.starts_with(&ZSTD_MAGIC), name.ends_with(".zst"));
            if name.ends_with(".zst") {
                assert!(on_disk.len() < bytes.len() / 4, "{} bytes", on_disk.len());
            }
            let mut back = Vec::new();
            open(&path).unwrap().read_to_end(&mut back).unwrap();
            assert_eq!(back, bytes);
        }
    }

    #[test]
    fn a_truncated_or_corrupted_zst_stream_is_an_error_not_a_panic() {
        let bytes = vec![7u8; 50_000];
        let mut z = Vec::new();
        {
            let mut enc = zstd::stream::write::Encoder::new(&mut z, LEVEL).unwrap();
            enc.include_checksum(true).unwrap();
            enc.write_all(&bytes).unwrap();
            enc.finish().unwrap();
        }
        let cut = z[..z.len() - 3].to_vec();
        let mut out = Vec::new();
        assert!(reader(io::Cursor::new(cut)).unwrap().read_to_end(&mut out).is_err());
        let mut bad = z.clone();
        let mid = bad.len() / 2;
        bad[mid] ^= 0x55;
        let mut out = Vec::new();
        assert!(reader(io::Cursor::new(bad)).unwrap().read_to_end(&mut out).is_err());
    }
}
