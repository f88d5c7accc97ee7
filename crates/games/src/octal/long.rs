//! Long runs of one octal game's values, past the catalogue's cap of heaps:
//! the memory priced before anything is allocated, values computed until the
//! octal periodicity theorem proves a period (or the limit), a deadline and
//! a cancel flag, and checkpoints that a second run resumes from.
//!
//! A checkpoint holds the values computed so far, one byte each while every
//! value is below 256 (two otherwise), after a short header: recomputing
//! them would cost as long as the run that found them, and a raw file is
//! written and read at disk speed. The mask and the rare heaps are derived
//! again from the values on resume. The file is written whole to a
//! temporary name, then renamed, so a killed run never leaves half a file.

use super::code::OctalCode;
use super::grundy::{GrundyError, Values};
use super::proof::Proof;
use super::words::OctalMsg;
use crate::error::GameError;
use ludoteca_core::{Control, Msg};
use std::io::{BufReader, BufWriter, Read, Write};
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};
use thiserror::Error;

/// The memory a long run may use unless told otherwise, in MiB.
pub const DEFAULT_MEMORY_MIB: u64 = 4096;
/// The most heaps a long run computes (rare heaps are kept as `u32`).
pub const LONG_CAP: u64 = u32::MAX as u64;
/// Heaps computed between two looks for a proof.
const STEP: usize = 1 << 24;
/// The first line of a checkpoint file.
const MAGIC: &[u8] = b"ludoteca octal values 1\n";

/// Why a long run stopped without an answer.
#[derive(Debug, Error)]
pub enum LongError {
    /// More heaps than [`LONG_CAP`].
    #[error("a long run computes at most {LONG_CAP} heaps, not {0}")]
    Heaps(u64),
    /// The values would need more memory than allowed.
    #[error("{heaps} heaps need up to {needs} MiB, over the limit of {limit} MiB")]
    Memory {
        /// Heaps asked for.
        heaps: u64,
        /// MiB they need at worst.
        needs: u64,
        /// MiB allowed.
        limit: u64,
    },
    /// A value too large to keep.
    #[error(transparent)]
    Grundy(GrundyError),
    /// The checkpoint could not be read or written.
    #[error("checkpoint {path}: {why}")]
    Io {
        /// The file.
        path: PathBuf,
        /// What went wrong.
        why: String,
    },
    /// The file is not a checkpoint of octal values.
    #[error("{path} is not a checkpoint of octal values")]
    NotCheckpoint {
        /// The file.
        path: PathBuf,
    },
    /// The checkpoint holds another game's values.
    #[error("{path} holds the values of {holds}, not {code}")]
    OtherCode {
        /// The file.
        path: PathBuf,
        /// The code it holds.
        holds: String,
        /// The code asked for.
        code: String,
    },
    /// The checkpoint holds more heaps than asked for.
    #[error("{path} holds {heaps} heaps, more than the {cap} asked for")]
    More {
        /// The file.
        path: PathBuf,
        /// Heaps it holds.
        heaps: u64,
        /// Heaps asked for.
        cap: u64,
    },
}

impl LongError {
    /// The refusal in the family's words.
    #[must_use]
    pub fn msg(&self) -> Msg {
        let file = |p: &Path| p.display().to_string();
        Msg::from(match self {
            LongError::Heaps(given) => OctalMsg::OcLongHeaps { max: LONG_CAP, given: *given },
            LongError::Memory { heaps, needs, limit } => {
                OctalMsg::OcLongMemory { heaps: *heaps, needs: *needs, limit: *limit }
            }
            LongError::Grundy(GrundyError::Overflow(h)) => OctalMsg::OcOverflow { heap: *h as u64 },
            LongError::Grundy(GrundyError::Cancelled) => return Msg::ErrCancelled,
            LongError::Io { path, why } => OctalMsg::OcCheckpointIo { file: file(path), why: why.clone() },
            LongError::NotCheckpoint { path } => OctalMsg::OcCheckpointNot { file: file(path) },
            LongError::OtherCode { path, holds, code } => {
                OctalMsg::OcCheckpointCode { file: file(path), holds: holds.clone(), code: code.clone() }
            }
            LongError::More { path, heaps, cap } => {
                OctalMsg::OcCheckpointMore { file: file(path), heaps: *heaps, cap: *cap }
            }
        })
    }
}

impl From<LongError> for GameError {
    fn from(e: LongError) -> GameError {
        match e {
            LongError::Grundy(GrundyError::Cancelled) => GameError::Cancelled,
            e => GameError::OutOfReach(Box::new(e.msg())),
        }
    }
}

/// How a long run ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Outcome {
    /// Heaps whose values are known (`0..heaps`).
    pub heaps: u64,
    /// The period proved, if the values reached one.
    pub proof: Option<Proof>,
    /// Whether the run stopped at the deadline or on cancel (a checkpoint,
    /// when asked for, holds where it got).
    pub stopped: bool,
    /// The largest value met.
    pub largest: u16,
    /// The mask dividing rare from common values at the end.
    pub mask: u16,
    /// Heaps with a rare value.
    pub rare: u64,
    /// With a proof, the heaps `n` of one period (`n % period`) whose value
    /// is 0.
    pub safe_residues: Vec<u64>,
}

/// Refuses `to` heaps when they need more than `memory_mib` MiB, before
/// anything is allocated.
pub fn price(to: u64, memory_mib: u64) -> Result<(), LongError> {
    if to > LONG_CAP {
        return Err(LongError::Heaps(to));
    }
    let needs = Values::bytes_for(to).div_ceil(1 << 20);
    if needs > memory_mib {
        return Err(LongError::Memory { heaps: to, needs, limit: memory_mib });
    }
    Ok(())
}

/// What a long run is asked to do.
#[derive(Clone, Debug)]
pub struct Run {
    /// The game.
    pub code: OctalCode,
    /// The most heaps to compute.
    pub to: u64,
    /// The memory allowed, in MiB.
    pub memory_mib: u64,
    /// Where to save the values.
    pub checkpoint: Option<PathBuf>,
    /// The checkpoint to resume from (it must exist).
    pub resume: Option<PathBuf>,
    /// How often to save while running.
    pub save_every: Duration,
}

impl Run {
    /// Computes values until a period is proved, `to` heaps are known, or
    /// `ctl` stops the run; saves the checkpoint at every `save_every` and
    /// when stopped.
    pub fn go(&self, ctl: &Control) -> Result<Outcome, LongError> {
        price(self.to, self.memory_mib)?;
        let to = self.to as usize;
        let take = self.code.largest_take() as u64;
        let mut values = match &self.resume {
            Some(path) => Values::resume(self.code, load(path, self.code, self.to)?, to),
            None => Values::with_capacity(self.code, to),
        };
        let mut saved = Instant::now();
        let mut stopped = false;
        let mut proof = Proof::find(values.as_slice(), take);
        while proof.is_none() && values.len() < to {
            let next = (values.len() / STEP + 1).saturating_mul(STEP).min(to);
            match values.extend_to(next, ctl) {
                Ok(()) => {}
                Err(GrundyError::Cancelled) => {
                    stopped = true;
                    break;
                }
                Err(e) => return Err(LongError::Grundy(e)),
            }
            proof = Proof::find(values.as_slice(), take);
            if let Some(path) = &self.checkpoint
                && saved.elapsed() >= self.save_every
            {
                save(path, &values)?;
                saved = Instant::now();
            }
        }
        if let Some(path) = &self.checkpoint {
            save(path, &values)?;
        }
        let (mask, rare) = values.sparse();
        let g = values.as_slice();
        let safe_residues = proof.as_ref().map_or_else(Vec::new, |p| {
            (p.preperiod..p.preperiod + p.period).filter(|&n| g[n as usize] == 0).map(|n| n % p.period).collect()
        });
        let (heaps, largest) = (values.len() as u64, values.largest());
        Ok(Outcome { heaps, proof, stopped, largest, mask, rare: rare as u64, safe_residues })
    }
}

fn fail(path: &Path, why: impl ToString) -> LongError {
    LongError::Io { path: path.to_path_buf(), why: why.to_string() }
}

fn not_checkpoint(path: &Path) -> LongError {
    LongError::NotCheckpoint { path: path.to_path_buf() }
}

/// Writes the values of `v` to `path` (a temporary file, then a rename).
pub fn save(path: &Path, v: &Values) -> Result<(), LongError> {
    let tmp = path.with_extension("tmp");
    let write = || -> std::io::Result<()> {
        let mut w = BufWriter::new(std::fs::File::create(&tmp)?);
        let wide = v.largest() > u16::from(u8::MAX);
        w.write_all(MAGIC)?;
        writeln!(w, "{}", v.code())?;
        w.write_all(&(v.len() as u64).to_le_bytes())?;
        w.write_all(&[if wide { 2 } else { 1 }])?;
        for chunk in v.as_slice().chunks(1 << 16) {
            let bytes: Vec<u8> = if wide {
                chunk.iter().flat_map(|x| x.to_le_bytes()).collect()
            } else {
                chunk.iter().map(|&x| x as u8).collect()
            };
            w.write_all(&bytes)?;
        }
        w.into_inner().map_err(|e| e.into_error())?.sync_all()?;
        std::fs::rename(&tmp, path)
    };
    write().map_err(|e| fail(path, e))
}

/// Reads the values saved in `path` for `code`, checking the header and the
/// file's length before allocating (at most `cap` heaps are read).
pub fn load(path: &Path, code: OctalCode, cap: u64) -> Result<Vec<u16>, LongError> {
    let file = std::fs::File::open(path).map_err(|e| fail(path, e))?;
    let size = file.metadata().map_err(|e| fail(path, e))?.len();
    let mut r = BufReader::new(file);
    let mut magic = vec![0u8; MAGIC.len()];
    if size < MAGIC.len() as u64 {
        return Err(not_checkpoint(path));
    }
    r.read_exact(&mut magic).map_err(|e| fail(path, e))?;
    if magic != MAGIC {
        return Err(not_checkpoint(path));
    }
    let mut line = Vec::new();
    for byte in r.by_ref().bytes() {
        match byte.map_err(|e| fail(path, e))? {
            b'\n' => break,
            b if line.len() < 64 => line.push(b),
            _ => return Err(not_checkpoint(path)),
        }
    }
    let saved = std::str::from_utf8(&line).ok().and_then(|t| OctalCode::parse(t).ok());
    if saved != Some(code) {
        let holds = String::from_utf8_lossy(&line).into_owned();
        return Err(LongError::OtherCode { path: path.to_path_buf(), holds, code: code.to_string() });
    }
    let mut head = [0u8; 9];
    r.read_exact(&mut head).map_err(|_| not_checkpoint(path))?;
    let heaps = u64::from_le_bytes(head[..8].try_into().unwrap_or_default());
    let width = u64::from(head[8]);
    let header = (MAGIC.len() + line.len() + 1 + 9) as u64;
    if !(1..=2).contains(&width) || heaps.checked_mul(width).and_then(|b| b.checked_add(header)) != Some(size) {
        return Err(not_checkpoint(path));
    }
    if heaps > cap {
        return Err(LongError::More { path: path.to_path_buf(), heaps, cap });
    }
    let mut values = Vec::with_capacity(heaps as usize);
    let mut buf = vec![0u8; (1 << 16) * width as usize];
    let mut left = heaps as usize;
    while left > 0 {
        let n = left.min(1 << 16);
        let bytes = &mut buf[..n * width as usize];
        r.read_exact(bytes).map_err(|e| fail(path, e))?;
        if width == 1 {
            values.extend(bytes.iter().map(|&b| u16::from(b)));
        } else {
            values.extend(bytes.chunks_exact(2).map(|c| u16::from_le_bytes([c[0], c[1]])));
        }
        left -= n;
    }
    Ok(values)
}
