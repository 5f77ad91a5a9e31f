import CCairo
import Foundation

/// How hard the PNG encoder works: `fast` for batch export and previews, `default` for a
/// balance, `small` for files that are kept (goldens, artifacts).
///
/// Measured on gallery screens at @3x (vellum-bench `render`): rows left unfiltered compress
/// best for UI images (flat colour, gradients along one axis). `fast` deflates bands of rows
/// on every core at once (zlib level 6 with a small hash table, which stays in cache);
/// `default` deflates the whole image in one libdeflate call at level 7 on one core; `small`
/// also runs libdeflate at level 9 and libspng at level 9, unfiltered and with every filter,
/// and keeps the smallest file.
public enum PNGPreset: String, CaseIterable, Sendable {
  case fast, `default`, small

  /// The libdeflate level of the whole-image writer (`WholeImagePNG`), for all but `fast`.
  var libdeflateLevel: Int32 { self == .small ? 9 : 7 }

  /// zlib level, zlib strategy and row filters (libspng options), in the order tried.
  var attempts: [(level: Int32, strategy: Int32, filters: Int32)] {
    [(9, 0, Int32(SPNG_FILTER_CHOICE_NONE.rawValue)), (9, 0, Int32(SPNG_FILTER_CHOICE_ALL.rawValue))]
  }
}

/// PNG encoding and decoding with libspng, which reports errors as return codes (nothing
/// unwinds through Swift frames). Text chunks carry metadata such as a golden's fingerprint.
public enum PNG {
  /// An error from libspng, or a file that is not a readable PNG.
  public struct Failure: Error, CustomStringConvertible {
    public let description: String
  }

  /// Text longer than this many bytes is written in a `zTXt` chunk (zlib-compressed).
  static let compressedTextLength = 1024

  /// Encodes an image as an 8-bit RGBA PNG with `tEXt` chunks (`zTXt` for long text).
  /// `parallel: false` keeps the `fast` encoder on this thread (for callers that already run
  /// one encoder per core); the bytes are the same. The other presets use one thread.
  public static func encode(
    _ image: RGBAImage, preset: PNGPreset = .default, text: [String: String] = [:], parallel: Bool = true
  ) throws -> Data {
    switch preset {
    case .fast: return try ParallelPNG.encode(image, level: 6, memoryLevel: 5, text: text, parallel: parallel)
    case .default: return try WholeImagePNG.encode(image, level: preset.libdeflateLevel, text: text)
    case .small: break
    }
    // `small` keeps the smallest of libdeflate's file and libspng's two attempts.
    var best: Data? = try WholeImagePNG.encode(image, level: preset.libdeflateLevel, text: text)
    for settings in preset.attempts {
      let data = try encode(image, settings: settings, text: text)
      if best.map({ data.count < $0.count }) ?? true { best = data }
    }
    return best!
  }

  /// The bytes the `default` writer deflates (each row after its filter byte, 0), and its
  /// libdeflate level: benchmarks time libdeflate's own call on them.
  public static func unfilteredScanlines(_ image: RGBAImage) -> (bytes: [UInt8], level: Int32) {
    (WholeImagePNG.scanlines(image), PNGPreset.default.libdeflateLevel)
  }

  /// Encodes with explicit zlib level, strategy and filter set (benchmarks compare them).
  public static func encode(
    _ image: RGBAImage, settings: (level: Int32, strategy: Int32, filters: Int32), text: [String: String] = [:]
  ) throws -> Data {
    guard let context = spng_ctx_new(Int32(SPNG_CTX_ENCODER.rawValue)) else {
      throw Failure(description: "libspng: out of memory")
    }
    defer { spng_ctx_free(context) }
    try check(spng_set_option(context, SPNG_ENCODE_TO_BUFFER, 1), "encode")
    try check(spng_set_option(context, SPNG_IMG_COMPRESSION_LEVEL, settings.level), "compression level")
    try check(spng_set_option(context, SPNG_IMG_COMPRESSION_STRATEGY, settings.strategy), "compression strategy")
    try check(spng_set_option(context, SPNG_FILTER_CHOICE, settings.filters), "filters")
    var header = spng_ihdr(
      width: UInt32(image.width), height: UInt32(image.height), bit_depth: 8,
      color_type: UInt8(SPNG_COLOR_TYPE_TRUECOLOR_ALPHA.rawValue), compression_method: 0, filter_method: 0,
      interlace_method: 0)
    try check(spng_set_ihdr(context, &header), "header")
    // libspng copies text when it writes the chunks, so the C strings must live until then.
    let entries = text.sorted { $0.key < $1.key }
    let keywords = entries.map { Array($0.key.utf8.prefix(79)) }
    var values = entries.map { Array($0.value.utf8CString) }
    var chunks = [spng_text](repeating: spng_text(), count: entries.count)
    let status = values.withUnsafeMutableBufferPointer { values -> Int32 in
      for index in chunks.indices {
        withUnsafeMutableBytes(of: &chunks[index].keyword) { keyword in
          keyword.copyBytes(from: keywords[index])
        }
        // Long text (a golden's layout tree) is compressed.
        let long = values[index].count > PNG.compressedTextLength
        chunks[index].type = Int32(long ? SPNG_ZTXT.rawValue : SPNG_TEXT.rawValue)
        chunks[index].compression_method = 0
        chunks[index].length = values[index].count - 1
        chunks[index].text = values[index].withUnsafeMutableBufferPointer { $0.baseAddress }
      }
      if !chunks.isEmpty {
        let result = spng_set_text(context, &chunks, UInt32(chunks.count))
        if result != 0 { return result }
      }
      return image.rgba.withUnsafeBytes { pixels in
        spng_encode_image(
          context, pixels.baseAddress, pixels.count, Int32(SPNG_FMT_PNG.rawValue), Int32(SPNG_ENCODE_FINALIZE.rawValue))
      }
    }
    try check(status, "encode")
    var length = 0
    var error: Int32 = 0
    guard let buffer = spng_get_png_buffer(context, &length, &error) else { throw failure(error, "encode") }
    defer { free(buffer) }
    return Data(bytes: buffer, count: length)
  }

  /// Decodes any PNG to 8-bit RGBA, with its text chunks.
  public static func decode(_ data: Data) throws -> (image: RGBAImage, text: [String: String]) {
    guard let context = spng_ctx_new(0) else { throw Failure(description: "libspng: out of memory") }
    defer { spng_ctx_free(context) }
    return try data.withUnsafeBytes { bytes in
      try check(spng_set_png_buffer(context, bytes.baseAddress, bytes.count), "read")
      var header = spng_ihdr()
      try check(spng_get_ihdr(context, &header), "read the header of")
      guard Int(header.width) <= 16_384, Int(header.height) <= 16_384 else {
        throw Failure(description: "PNG of \(header.width)×\(header.height) px is over the 16,384 px limit")
      }
      var size = 0
      try check(spng_decoded_image_size(context, Int32(SPNG_FMT_RGBA8.rawValue), &size), "size")
      var pixels = [UInt8](repeating: 0, count: size)
      try pixels.withUnsafeMutableBytes { out in
        try check(
          spng_decode_image(
            context, out.baseAddress, size, Int32(SPNG_FMT_RGBA8.rawValue), Int32(SPNG_DECODE_TRNS.rawValue)),
          "decode")
      }
      var count: UInt32 = 0
      var text: [String: String] = [:]
      if spng_get_text(context, nil, &count) == 0, count > 0 {
        var chunks = [spng_text](repeating: spng_text(), count: Int(count))
        if spng_get_text(context, &chunks, &count) == 0 {
          for chunk in chunks {
            let keyword = withUnsafeBytes(of: chunk.keyword) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            let value = chunk.text.map {
              String(decoding: UnsafeRawBufferPointer(start: $0, count: chunk.length), as: UTF8.self)
            }
            text[keyword] = value ?? ""
          }
        }
      }
      return (RGBAImage(width: Int(header.width), height: Int(header.height), rgba: pixels), text)
    }
  }

  /// The pixel size in a PNG's header, without decoding the pixels.
  public static func decodeSize(_ data: Data) throws -> (Int, Int) {
    guard let context = spng_ctx_new(0) else { throw Failure(description: "libspng: out of memory") }
    defer { spng_ctx_free(context) }
    return try data.withUnsafeBytes { bytes in
      try check(spng_set_png_buffer(context, bytes.baseAddress, bytes.count), "read")
      var header = spng_ihdr()
      try check(spng_get_ihdr(context, &header), "read the header of")
      return (Int(header.width), Int(header.height))
    }
  }

  static func check(_ status: Int32, _ what: String) throws {
    if status != 0 { throw failure(status, what) }
  }

  static func failure(_ status: Int32, _ what: String) -> Failure {
    Failure(description: "could not \(what) PNG: \(String(cString: spng_strerror(status)))")
  }
}
