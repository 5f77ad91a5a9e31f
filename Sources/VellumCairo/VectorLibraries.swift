import CCairo
import Foundation
import Vellum

#if canImport(Glibc)
  import Glibc
#endif

/// librsvg and Poppler, loaded with `dlopen` when the first SVG or PDF is drawn.
///
/// Linked like Cairo, they and what they pull in (Poppler brings NSS, curl, OpenJPEG and
/// Little CMS) were mapped into every process: about 17 MB more resident memory over an
/// export's command and workers, and a slower start, for renders that mostly draw no vector
/// image. Loaded on demand, a process pays only when it draws one. The functions are called
/// through pointers of their C signatures (their headers come from the `-dev` packages).
enum VectorLibraries {
  typealias Object = UnsafeMutableRawPointer
  typealias ErrorOut = UnsafeMutablePointer<UnsafeMutablePointer<GError>?>?

  /// The librsvg functions Vellum calls.
  struct SVG: @unchecked Sendable {
    let newFromData: @convention(c) (UnsafePointer<UInt8>?, gsize, ErrorOut) -> Object?
    let setDPI: @convention(c) (Object?, Double) -> Void
    let renderDocument: @convention(c) (Object?, OpaquePointer?, UnsafePointer<RsvgRectangle>?, ErrorOut) -> gboolean
  }

  /// The Poppler functions Vellum calls.
  struct PDF: @unchecked Sendable {
    let newFromBytes: @convention(c) (OpaquePointer?, UnsafePointer<CChar>?, ErrorOut) -> Object?
    let pageCount: @convention(c) (Object?) -> Int32
    let page: @convention(c) (Object?, Int32) -> Object?
    let pageSize: @convention(c) (Object?, UnsafeMutablePointer<Double>?, UnsafeMutablePointer<Double>?) -> Void
    let render: @convention(c) (Object?, OpaquePointer?) -> Void
  }

  static let svg: Result<SVG, ImageDecodingError> = Result {
    let library = try open(["librsvg-2.so.2", "librsvg-2.so"], package: "librsvg2-2")
    return SVG(
      newFromData: try symbol(library, "rsvg_handle_new_from_data"), setDPI: try symbol(library, "rsvg_handle_set_dpi"),
      renderDocument: try symbol(library, "rsvg_handle_render_document"))
  }.mapError { $0 as? ImageDecodingError ?? ImageDecodingError("\($0)") }

  static let pdf: Result<PDF, ImageDecodingError> = Result {
    let library = try open(["libpoppler-glib.so.8", "libpoppler-glib.so"], package: "libpoppler-glib8")
    return PDF(
      newFromBytes: try symbol(library, "poppler_document_new_from_bytes"),
      pageCount: try symbol(library, "poppler_document_get_n_pages"),
      page: try symbol(library, "poppler_document_get_page"), pageSize: try symbol(library, "poppler_page_get_size"),
      render: try symbol(library, "poppler_page_render"))
  }.mapError { $0 as? ImageDecodingError ?? ImageDecodingError("\($0)") }

  /// The first of `names` that loads; kept loaded for the process.
  private static func open(_ names: [String], package: String) throws -> UnsafeMutableRawPointer {
    for name in names {
      if let library = dlopen(name, RTLD_NOW | RTLD_LOCAL) { return library }
    }
    throw ImageDecodingError(
      "\(names[0]) cannot be loaded (\(dlerror().map { String(cString: $0) } ?? "not found")); install Debian's \(package) (Scripts/setup does)"
    )
  }

  /// A function of `library` as a C function pointer of type `T`.
  private static func symbol<T>(_ library: UnsafeMutableRawPointer, _ name: String) throws -> T {
    guard let address = dlsym(library, name) else { throw ImageDecodingError("\(name) is missing from its library") }
    return unsafeBitCast(address, to: T.self)
  }
}
