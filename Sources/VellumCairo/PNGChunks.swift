import CCairo
import Foundation

/// The chunks of an 8-bit RGBA PNG around one zlib stream of unfiltered rows: `IHDR`, text
/// (`tEXt`, or `zTXt` for long text, sorted by keyword), `IDAT`, `IEND`. Both of Vellum's
/// own writers (`ParallelPNG`, `WholeImagePNG`) end here.
enum PNGChunks {
  static func file(width: Int, height: Int, text: [String: String], zlibStream: Data) throws -> Data {
    var png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    var header = Data()
    header.append(bigEndian: UInt32(width))
    header.append(bigEndian: UInt32(height))
    header.append(contentsOf: [8, 6, 0, 0, 0])  // 8-bit RGBA, deflate, per-row filters (all None), no interlace
    chunk("IHDR", header, into: &png)
    for (keyword, value) in text.sorted(by: { $0.key < $1.key }) {
      let bytes = Array(value.utf8)
      if bytes.count > PNG.compressedTextLength {
        var size = compressBound(uLong(bytes.count))
        var compressed = [UInt8](repeating: 0, count: Int(size))
        guard compress2(&compressed, &size, bytes, uLong(bytes.count), 9) == Z_OK else {
          throw PNG.Failure(description: "could not encode PNG: zlib failed on text")
        }
        chunk("zTXt", Data(keyword.utf8.prefix(79)) + Data([0, 0]) + Data(compressed.prefix(Int(size))), into: &png)
      } else {
        chunk("tEXt", Data(keyword.utf8.prefix(79)) + Data([0]) + Data(bytes), into: &png)
      }
    }
    chunk("IDAT", zlibStream, into: &png)
    chunk("IEND", Data(), into: &png)
    return png
  }

  static func chunk(_ type: String, _ body: Data, into png: inout Data) {
    png.append(bigEndian: UInt32(body.count))
    let typed = Data(type.utf8) + body
    png.append(typed)
    let crc = typed.withUnsafeBytes { UInt32(libdeflate_crc32(0, $0.baseAddress, $0.count)) }
    png.append(bigEndian: crc)
  }
}

extension Data {
  mutating func append(bigEndian value: UInt32) {
    Swift.withUnsafeBytes(of: value.bigEndian) { append(contentsOf: $0) }
  }
}
