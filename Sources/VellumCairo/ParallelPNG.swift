import CCairo
import Foundation

/// A PNG writer that deflates bands of rows on every core at once (as pigz does): each band
/// is a raw deflate stream ended with a sync flush, so the bands join into one valid zlib
/// stream whose Adler-32 is combined from theirs. Rows are left unfiltered, which suits UI
/// images best (see `PNGPreset`). Used by the `fast` preset.
enum ParallelPNG {
  /// Rows per band: each band loses the window of the one before, so not too few.
  static let bandHeight = 256

  /// Encodes on every core, or on this thread only when `parallel` is false (export workers
  /// already run one per core); the bytes are the same either way.
  static func encode(
    _ image: RGBAImage, level: Int32, memoryLevel: Int32, text: [String: String], parallel: Bool = true
  ) throws -> Data {
    let rowBytes = image.width * 4
    // Bands of a fixed height, whatever the machine: the bytes must not depend on its cores.
    let bands = max((image.height + bandHeight - 1) / bandHeight, 1)
    var compressed = [Data](repeating: Data(), count: bands)
    var checksums = [(adler: UInt, length: Int)](repeating: (1, 0), count: bands)
    image.rgba.withUnsafeBytes { pixels in
      let source = Unchecked(pixels)
      compressed.withUnsafeMutableBufferPointer { outputs in
        checksums.withUnsafeMutableBufferPointer { sums in
          let outputs = Unchecked(outputs)
          let sums = Unchecked(sums)
          let work: @Sendable (Int) -> Void = { band in
            let rows = (image.height * band / bands)..<(image.height * (band + 1) / bands)
            let base = source.value.baseAddress!.assumingMemoryBound(to: UInt8.self)
            // A band that fails stays empty (a deflated band never is).
            let result = deflateBand(
              base, rows: rows, rowBytes: rowBytes, level: level, memoryLevel: memoryLevel, last: band == bands - 1)
            outputs.value[band] = result?.data ?? Data()
            sums.value[band] = (result?.adler ?? 1, rows.count * (rowBytes + 1))
          }
          if parallel {
            DispatchQueue.concurrentPerform(iterations: bands, execute: work)
          } else {
            for band in 0..<bands { work(band) }
          }
        }
      }
    }
    if compressed.contains(where: \.isEmpty) { throw PNG.Failure(description: "could not encode PNG: zlib failed") }
    var adler = checksums[0].adler
    for sum in checksums.dropFirst() { adler = adler32_combine(adler, sum.adler, off_t(sum.length)) }
    var stream = Data([0x78, 0x01])  // zlib header: deflate, 32 KiB window, fastest
    for part in compressed { stream.append(part) }
    stream.append(contentsOf: [
      UInt8(adler >> 24 & 0xff), UInt8(adler >> 16 & 0xff), UInt8(adler >> 8 & 0xff), UInt8(adler & 0xff),
    ])

    return try PNGChunks.file(width: image.width, height: image.height, text: text, zlibStream: stream)
  }

  /// One band of rows deflated raw (no zlib header), each row after its filter byte (0,
  /// none), fed to zlib straight from the pixels; ends on a byte boundary (sync flush), or
  /// with the final block for the last band. Also returns the Adler-32 of the bytes fed
  /// (libdeflate's, several times faster than zlib's).
  static func deflateBand(
    _ pixels: UnsafePointer<UInt8>, rows: Range<Int>, rowBytes: Int, level: Int32, memoryLevel: Int32, last: Bool
  ) -> (data: Data, adler: UInt)? {
    var stream = z_stream()
    let size = Int32(MemoryLayout<z_stream>.size)
    guard deflateInit2_(&stream, level, Z_DEFLATED, -15, memoryLevel, Z_DEFAULT_STRATEGY, ZLIB_VERSION, size) == Z_OK
    else {
      return nil
    }
    defer { deflateEnd(&stream) }
    let total = rows.count * (rowBytes + 1)
    // zlib writes the output; it is not zeroed first (it is as large as the input).
    let capacity = Int(deflateBound(&stream, uLong(total))) + 64
    let output = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: capacity)
    defer { output.deallocate() }
    var adler = adler32(0, nil, 0)
    var filter: UInt8 = 0
    let ok: Bool = { (out: UnsafeMutableBufferPointer<UInt8>) -> Bool in
      stream.next_out = out.baseAddress
      stream.avail_out = uInt(out.count)
      func feed(_ bytes: UnsafePointer<UInt8>, _ count: Int, _ flush: Int32) -> Bool {
        stream.next_in = UnsafeMutablePointer(mutating: bytes)
        stream.avail_in = uInt(count)
        adler = UInt(libdeflate_adler32(UInt32(adler), bytes, count))
        let status = deflate(&stream, flush)
        return (status == Z_OK || status == Z_STREAM_END || status == Z_BUF_ERROR && count == 0) && stream.avail_in == 0
      }
      for row in rows {
        guard withUnsafePointer(to: &filter, { feed($0, 1, Z_NO_FLUSH) }),
          feed(pixels + row * rowBytes, rowBytes, Z_NO_FLUSH)
        else { return false }
      }
      stream.next_in = nil
      stream.avail_in = 0
      let status = deflate(&stream, last ? Z_FINISH : Z_SYNC_FLUSH)
      return status == (last ? Z_STREAM_END : Z_OK)
    }(output)
    guard ok else { return nil }
    return (Data(buffer: UnsafeBufferPointer(rebasing: output.prefix(Int(stream.total_out)))), adler)
  }
}
