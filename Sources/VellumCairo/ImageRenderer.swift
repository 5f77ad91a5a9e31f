import CCairo
import Foundation
import Vellum

/// The file formats Vellum writes.
public enum ImageFormat: String, CaseIterable, Sendable {
  case png, svg, pdf
}

/// Renders views to PNG, SVG or PDF through Cairo, as SwiftUI's `ImageRenderer` renders to
/// an image. One renderer belongs to one thread; it keeps a Pango engine and its caches.
public final class ImageRenderer {
  /// The largest image side and area Vellum allocates, checked before any allocation.
  public static let maxSide = 16_384
  public static let maxPixels = 268_435_456

  public let text: PangoTextEngine
  /// Decodes the bitmaps of `Image("name")`, each file once.
  public let images = BitmapDecoder()

  public init() throws { text = try PangoTextEngine() }

  /// The environment a render uses: scale, scheme and Pango's measurer.
  public func environment(scale: CGFloat, colorScheme: ColorScheme, base: EnvironmentValues = .init())
    -> EnvironmentValues
  {
    var environment = base
    environment.displayScale = scale
    environment.colorScheme = colorScheme
    environment.textMeasurer = text
    environment.imageDecoder = images
    return environment
  }

  /// Lays out and paints a view in a canvas of `size` points (nil dimensions: its ideal size),
  /// with a device's status bar and home indicator over it when `chrome` is given.
  public func displayList<V: View>(
    _ view: V, size: ProposedViewSize, scale: CGFloat = 1, colorScheme: ColorScheme = .light,
    environment: EnvironmentValues = .init(), safeArea: EdgeInsets = EdgeInsets(), chrome: DeviceChrome? = nil
  ) -> Renderer {
    Renderer(
      view, proposal: size, environment: self.environment(scale: scale, colorScheme: colorScheme, base: environment),
      safeArea: safeArea, chrome: chrome)
  }

  /// Checks a pixel size against the limits before anything is allocated.
  public static func checkPixelSize(width: Double, height: Double) throws -> (Int, Int) {
    guard width.isFinite, height.isFinite, width >= 0, height >= 0 else {
      throw RenderError.invalidSize("\(width)×\(height) px")
    }
    let w = Int(width.rounded(.up))
    let h = Int(height.rounded(.up))
    if w > maxSide || h > maxSide || w * h > maxPixels {
      throw RenderError.imageTooLarge(
        width: w, height: h,
        limit:
          "Vellum renders at most \(maxSide) px a side and \(maxPixels / 1_000_000) megapixels; use a smaller canvas or --scale"
      )
    }
    return (max(w, 1), max(h, 1))
  }

  /// Encodes a display list in a format; PNGs with a compression preset. See `pixels` for
  /// `opaque`.
  public func encode(
    _ list: DisplayList, scale: CGFloat, colorScheme: ColorScheme, format: ImageFormat, preset: PNGPreset = .default,
    parallel: Bool = true, opaque: Bool = true
  ) throws -> Data {
    switch format {
    case .png:
      return try PNG.encode(
        pixels(list, scale: scale, colorScheme: colorScheme, parallel: parallel, opaque: opaque), preset: preset,
        parallel: parallel)
    case .svg, .pdf: return try vector(list, colorScheme: colorScheme, format: format, opaque: opaque)
    }
  }

  /// A hosting view shows systemBackground behind its root view.
  func background(_ colorScheme: ColorScheme) -> RGBA { colorScheme == .dark ? RGBA(0, 0, 0) : RGBA(1, 1, 1) }

  func paintBackground(_ cairo: OpaquePointer, _ size: CGSize, _ colorScheme: ColorScheme) {
    let color = background(colorScheme)
    cairo_set_source_rgb(cairo, color.red, color.green, color.blue)
    cairo_rectangle(cairo, 0, 0, Double(size.width), Double(size.height))
    cairo_fill(cairo)
  }

  /// Whether the list's first item fills the whole canvas with an opaque colour, before any
  /// clip, transform or group, hiding whatever is beneath it.
  static func fillsCanvasOpaquely(_ list: DisplayList) -> Bool {
    guard case .fill(let path, .color(let color), _)? = list.items.first, color.alpha == 1 else { return false }
    return path == Path(CGRect(origin: .zero, size: list.size))
  }

  /// Rasterises a display list at a scale over the colour scheme's background; converts the
  /// pixels on every core unless `parallel` is false.
  ///
  /// With `opaque` false nothing is painted beneath the view, so what it does not cover stays
  /// transparent, as in SwiftUI's `ImageRenderer` and in a snapshot of a view controller
  /// outside a window; materials still blur the scheme's background, as if it were there.
  public func pixels(
    _ list: DisplayList, scale: CGFloat, colorScheme: ColorScheme, parallel: Bool = true, opaque: Bool = true
  ) throws -> RGBAImage {
    let (width, height) = try Self.checkPixelSize(
      width: Double(list.size.width * scale), height: Double(list.size.height * scale))
    // When the canvas is a whole number of pixels, the background covers every pixel with an
    // opaque colour, so the surface needs no clearing first; when the first item is an opaque
    // fill of the whole canvas (a screen's own background), that needs no background.
    let whole =
      Double(list.size.width * scale) == Double(width) && Double(list.size.height * scale) == Double(height)
    let surface = try rasterSurface(width: width, height: height, cleared: !whole || !opaque)
    let cairo = cairo_create(surface)!
    cairo_scale(cairo, Double(scale), Double(scale))
    let scheme = list.preferredColorScheme ?? colorScheme
    if opaque && !(whole && Self.fillsCanvasOpaquely(list)) { paintBackground(cairo, list.size, scheme) }
    CairoPainter(cairo: cairo, text: text, list: list, scale: Double(scale), background: background(scheme)).draw()
    cairo_destroy(cairo)
    cairo_surface_flush(surface)
    return RGBAImage(cairoSurface: surface, parallel: parallel)
  }

  /// The last raster surface, kept for the next image of the same size: a fresh @3x surface
  /// costs 12 MB of page faults on every render.
  private var keptSurface: OpaquePointer?

  /// An ARGB32 surface of this size: the kept one when it fits, transparent when `cleared`
  /// (else holding the last image), or a new, transparent one.
  private func rasterSurface(width: Int, height: Int, cleared: Bool) throws -> OpaquePointer {
    if let kept = keptSurface, Int(cairo_image_surface_get_width(kept)) == width,
      Int(cairo_image_surface_get_height(kept)) == height
    {
      if cleared {
        cairo_surface_flush(kept)
        memset(cairo_image_surface_get_data(kept), 0, Int(cairo_image_surface_get_stride(kept)) * height)
        cairo_surface_mark_dirty(kept)
      }
      return kept
    }
    if let kept = keptSurface { cairo_surface_destroy(kept) }
    keptSurface = nil
    guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)),
      cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS
    else { throw RenderError.backend("Cairo could not create a \(width)×\(height) surface") }
    keptSurface = surface
    return surface
  }

  deinit {
    if let keptSurface { cairo_surface_destroy(keptSurface) }
  }

  func vector(_ list: DisplayList, colorScheme: ColorScheme, format: ImageFormat, opaque: Bool = true) throws -> Data {
    _ = try Self.checkPixelSize(width: Double(list.size.width), height: Double(list.size.height))
    let sink = DataSink()
    let unmanaged = Unmanaged.passUnretained(sink).toOpaque()
    let write: cairo_write_func_t = { closure, bytes, length in
      let sink = Unmanaged<DataSink>.fromOpaque(closure!).takeUnretainedValue()
      sink.data.append(bytes!, count: Int(length))
      return CAIRO_STATUS_SUCCESS
    }
    let surface: OpaquePointer
    if format == .svg {
      surface = cairo_svg_surface_create_for_stream(write, unmanaged, Double(list.size.width), Double(list.size.height))
      cairo_svg_surface_set_document_unit(surface, CAIRO_SVG_UNIT_PT)
    } else {
      surface = cairo_pdf_surface_create_for_stream(write, unmanaged, Double(list.size.width), Double(list.size.height))
      // A fixed date keeps PDF bytes identical from run to run.
      cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATE_DATE, "2000-01-01T00:00:00Z")
    }
    let cairo = cairo_create(surface)!
    if opaque { paintBackground(cairo, list.size, colorScheme) }
    // Shadows and materials embedded in vector output are rasterised at 2×.
    CairoPainter(cairo: cairo, text: text, list: list, scale: 2, background: background(colorScheme)).draw()
    cairo_destroy(cairo)
    cairo_surface_finish(surface)
    let status = cairo_surface_status(surface)
    cairo_surface_destroy(surface)
    guard status == CAIRO_STATUS_SUCCESS else {
      throw RenderError.backend(String(cString: cairo_status_to_string(status)))
    }
    return format == .svg ? Data(SVGIdentifiers.normalize(String(decoding: sink.data, as: UTF8.self)).utf8) : sink.data
  }
}

final class DataSink {
  var data = Data()
}

/// Writes data to a path atomically: a temporary file in the same folder, then a rename,
/// so no reader ever sees a partial file.
public func writeAtomically(_ data: Data, to url: URL) throws {
  let folder = url.deletingLastPathComponent()
  func failure(_ reason: String) -> RenderError { RenderError.write(path: url.path, reason: reason) }
  do {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  } catch {
    throw failure((error as NSError).localizedDescription)
  }
  let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).\(getpid()).tmp").path
  let fd = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
  guard fd >= 0 else { throw failure(String(cString: strerror(errno))) }
  var written = 0
  let error: Int32? = data.withUnsafeBytes { bytes in
    while written < bytes.count {
      let count = write(fd, bytes.baseAddress! + written, bytes.count - written)
      if count < 0 {
        if errno == EINTR { continue }
        return errno
      }
      written += count
    }
    return nil
  }
  let closed = close(fd)
  if let error {
    unlink(temporary)
    throw failure(String(cString: strerror(error)))
  }
  if closed != 0 || rename(temporary, url.path) != 0 {
    let reason = String(cString: strerror(errno))
    unlink(temporary)
    throw failure(reason)
  }
}
