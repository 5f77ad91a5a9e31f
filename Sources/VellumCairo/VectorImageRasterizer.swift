import CCairo
import Foundation
import Vellum

/// Draws an asset catalog's SVG (librsvg) or PDF (Poppler, first page) into pixels at a scale.
///
/// Xcode turns such an image into bitmaps at build time; either way iOS shows it at its size
/// in points, sharp at the screen's scale. Vellum draws it once per file and scale, at that
/// size (`VectorImageSize`, the same reading the core's layout uses; a PDF's page size from
/// Poppler), into straight-alpha RGBA. The libraries are loaded on first use (`VectorLibraries`). With "Preserve Vector Data" iOS redraws a resized image
/// from its vectors; so does Vellum's painter (`draw`).
enum VectorImageRasterizer {
  static func rasterize(_ data: Data, name: String, scale: CGFloat) throws -> BitmapImage {
    let pdf = name.lowercased().hasSuffix(".pdf") ? try PDFPage(data, name: name) : nil
    let size = try pdf?.size ?? VectorImageSize.pointSize(data, name: name)
    let (width, height) = VectorImageSize.pixelSize(size, scale: scale)
    guard width * height <= BitmapDecoder.maxPixels else {
      throw ImageDecodingError(
        "\(name): \(width)×\(height) px at scale \(scale) is over the \(BitmapDecoder.maxPixels / 1_000_000) megapixel limit"
      )
    }
    let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
    defer { cairo_surface_destroy(surface) }
    let cr = cairo_create(surface)!
    defer { cairo_destroy(cr) }
    if let pdf {
      pdf.draw(into: cr, width: Double(width), height: Double(height))
    } else {
      try drawSVG(data, name: name, into: cr, width: Double(width), height: Double(height))
    }
    cairo_surface_flush(surface)
    return BitmapImage(name: name, pixelWidth: width, pixelHeight: height, rgba: straightRGBA(surface))
  }

  /// Draws the image as vectors into a box at the context's origin (a resized image whose
  /// image set preserves vector data).
  static func draw(_ data: Data, name: String, into cr: OpaquePointer, width: Double, height: Double) throws {
    if name.lowercased().hasSuffix(".pdf") {
      try PDFPage(data, name: name).draw(into: cr, width: width, height: height)
    } else {
      try drawSVG(data, name: name, into: cr, width: width, height: height)
    }
  }

  /// Renders the document into the whole surface; librsvg fits its viewBox as the SVG's
  /// `preserveAspectRatio` says.
  private static func drawSVG(_ data: Data, name: String, into cr: OpaquePointer, width: Double, height: Double) throws
  {
    let svg = try VectorLibraries.svg.get()
    var error: UnsafeMutablePointer<GError>?
    let handle = data.withUnsafeBytes { bytes in
      svg.newFromData(bytes.bindMemory(to: UInt8.self).baseAddress, gsize(bytes.count), &error)
    }
    guard let handle else { throw failure(name, "librsvg could not read it", error) }
    defer { g_object_unref(handle) }
    svg.setDPI(handle, 72)
    var viewport = RsvgRectangle(x: 0, y: 0, width: width, height: height)
    guard svg.renderDocument(handle, cr, &viewport, &error) != 0 else {
      throw failure(name, "librsvg could not draw it", error)
    }
  }

  /// A PDF's first page, whose size (Poppler's reading of its crop box) is the image's.
  private final class PDFPage {
    let pdf: VectorLibraries.PDF
    let document: UnsafeMutableRawPointer
    let page: UnsafeMutableRawPointer
    let size: CGSize

    init(_ data: Data, name: String) throws {
      let pdf = try VectorLibraries.pdf.get()
      var error: UnsafeMutablePointer<GError>?
      let bytes = data.withUnsafeBytes { g_bytes_new($0.baseAddress, gsize($0.count)) }
      defer { g_bytes_unref(bytes) }
      guard let document = pdf.newFromBytes(bytes, nil, &error) else {
        throw failure(name, "Poppler could not read it", error)
      }
      guard pdf.pageCount(document) > 0, let page = pdf.page(document, 0) else {
        g_object_unref(document)
        throw ImageDecodingError("\(name): a PDF with no page")
      }
      var width = 0.0
      var height = 0.0
      pdf.pageSize(page, &width, &height)
      do {
        size = try VectorImageSize.validated(CGSize(width: width, height: height), name: name)
      } catch {
        g_object_unref(page)
        g_object_unref(document)
        throw error
      }
      (self.pdf, self.document, self.page) = (pdf, document, page)
    }

    /// Renders the page scaled to a box at the context's origin.
    func draw(into cr: OpaquePointer, width: Double, height: Double) {
      cairo_save(cr)
      cairo_scale(cr, width / size.width, height / size.height)
      pdf.render(page, cr)
      cairo_restore(cr)
    }

    deinit {
      g_object_unref(page)
      g_object_unref(document)
    }
  }

  private static func failure(_ name: String, _ what: String, _ error: UnsafeMutablePointer<GError>?)
    -> ImageDecodingError
  {
    defer { if let error { g_error_free(error) } }
    let message = error.flatMap { $0.pointee.message.map { String(cString: $0) } }
    return ImageDecodingError("\(name): \(what)" + (message.map { " (\($0))" } ?? ""))
  }

  /// Cairo's premultiplied native-endian ARGB as straight-alpha RGBA bytes.
  private static func straightRGBA(_ surface: OpaquePointer) -> [UInt8] {
    let width = Int(cairo_image_surface_get_width(surface))
    let height = Int(cairo_image_surface_get_height(surface))
    let stride = Int(cairo_image_surface_get_stride(surface))
    let base = cairo_image_surface_get_data(surface)!
    var rgba = [UInt8](repeating: 0, count: width * height * 4)
    for y in 0..<height {
      let row = UnsafeRawPointer(base + y * stride).bindMemory(to: UInt32.self, capacity: width)
      for x in 0..<width {
        let pixel = row[x]
        let alpha = Int(pixel >> 24)
        guard alpha > 0 else { continue }
        func straight(_ shift: UInt32) -> UInt8 {
          UInt8(min((Int((pixel >> shift) & 0xFF) * 255 + alpha / 2) / alpha, 255))
        }
        let i = (y * width + x) * 4
        rgba[i] = straight(16)
        rgba[i + 1] = straight(8)
        rgba[i + 2] = straight(0)
        rgba[i + 3] = UInt8(alpha)
      }
    }
    return rgba
  }
}
