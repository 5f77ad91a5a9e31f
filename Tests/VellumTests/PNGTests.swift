import CCairo
import Foundation
import Testing
import Vellum
import VellumCairo

/// The PNG codec (libspng): presets, text chunks, straight alpha, and bad input.
@Suite struct PNGTests {
  /// A UI-like image: flat colours, a gradient, translucent edges.
  func sample() throws -> RGBAImage {
    let view = VStack(spacing: 12) {
      Text("Hello, PNG").font(.largeTitle.bold())
      RoundedRectangle(cornerRadius: 12).fill(
        LinearGradient(colors: [.blue, .purple], startPoint: .top, endPoint: .bottom)
      )
      .frame(height: 80)
      Circle().fill(Color.orange.opacity(0.5)).frame(width: 60, height: 60)
    }
    .padding()
    let renderer = try ImageRenderer()
    let list = renderer.displayList(view, size: ProposedViewSize(width: 300, height: 300), scale: 2).displayList
    return try renderer.pixels(list, scale: 2, colorScheme: .light)
  }

  @Test func everyPresetRoundTripsExactly() throws {
    let image = try sample()
    var sizes: [PNGPreset: Int] = [:]
    for preset in PNGPreset.allCases {
      let data = try PNG.encode(image, preset: preset)
      sizes[preset] = data.count
      let decoded = try PNG.decode(data)
      #expect(decoded.image == image, "\(preset) is lossless")
    }
    #expect(sizes[.small]! <= sizes[.default]! && sizes[.default]! <= sizes[.fast]!, "smaller as work grows: \(sizes)")
    #expect(sizes.values.allSatisfy { $0 < image.rgba.count / 4 }, "every preset compresses a UI image 4×: \(sizes)")
  }

  @Test func textChunksRoundTrip() throws {
    let image = RGBAImage(width: 2, height: 1, rgba: [255, 0, 0, 255, 0, 0, 255, 128])
    let text = ["Vellum": "fingerprint cairo 1.16.0; pango 1.50", "Comment": "ünïcödé"]
    let decoded = try PNG.decode(try PNG.encode(image, text: text))
    #expect(decoded.text == text)
    #expect(decoded.image[1, 0] == (0, 0, 255, 128), "straight alpha is kept")
  }

  @Test func translucentPixelsAreUnpremultiplied() throws {
    let renderer = try ImageRenderer()
    let view = Color(red: 1, green: 0.5, blue: 0, opacity: 0.5).frame(width: 4, height: 4)
    let list = Renderer(view, proposal: ProposedViewSize(width: 4, height: 4)).displayList
    // Painted over the white canvas: opaque, 50 % orange over white.
    let image = try renderer.pixels(list, scale: 1, colorScheme: .light)
    let pixel = image[1, 1]
    #expect(
      pixel.a == 255 && pixel.r == 255 && abs(Int(pixel.g) - 191) <= 1 && abs(Int(pixel.b) - 128) <= 1, "\(pixel)")
  }

  /// Cairo's premultiplied words become straight RGBA, the same on every core or on one,
  /// across more rows than one band.
  @Test func surfacesConvertToStraightAlphaInParallelAndAlone() throws {
    let width = 7
    let height = 150
    let surface = try #require(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)))
    defer { cairo_surface_destroy(surface) }
    let stride = Int(cairo_image_surface_get_stride(surface))
    let data = try #require(cairo_image_surface_get_data(surface))
    for y in 0..<height {
      let row = UnsafeMutableRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
      for x in 0..<width {
        // Opaque, clear and half-transparent pixels: premultiplied (a, r·a, g·a, b·a).
        let a = UInt32([255, 0, 128][(x + y) % 3])
        let (r, g, b) = (UInt32(200), UInt32((y * 3) % 256), UInt32(x * 30))
        row[x] = a << 24 | (r * a / 255) << 16 | (g * a / 255) << 8 | (b * a / 255)
      }
    }
    cairo_surface_mark_dirty(surface)
    let parallel = RGBAImage(cairoSurface: surface)
    let alone = RGBAImage(cairoSurface: surface, parallel: false)
    #expect(parallel == alone)
    #expect(parallel.width == width && parallel.height == height)
    for y in [0, 1, 2, 77, 149] {
      for x in 0..<width {
        let pixel = parallel[x, y]
        switch (x + y) % 3 {
        case 0: #expect(pixel == (200, UInt8((y * 3) % 256), UInt8(x * 30), 255))
        case 1: #expect(pixel.a == 0)
        default:
          #expect(pixel.a == 128 && abs(Int(pixel.r) - 200) <= 2 && abs(Int(pixel.b) - x * 30) <= 2, "\(pixel)")
        }
      }
    }
  }

  /// The word-at-a-time conversion against the per-channel formula (round to nearest of
  /// c·255/a), for every alpha and a spread of colour values.
  @Test func everyAlphaConvertsAsTheChannelFormulaSays() throws {
    let values: [UInt32] = [0, 1, 7, 64, 127, 128, 200, 254, 255]
    let width = values.count * values.count
    let height = 256
    let surface = try #require(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)))
    defer { cairo_surface_destroy(surface) }
    let stride = Int(cairo_image_surface_get_stride(surface))
    let data = try #require(cairo_image_surface_get_data(surface))
    func channels(_ x: Int, _ a: UInt32) -> (UInt32, UInt32, UInt32) {
      let (r, g, b) = (values[x % values.count], values[x / values.count], values[(x * 5) % values.count])
      return (r * a / 255, g * a / 255, b * a / 255)
    }
    for y in 0..<height {
      let row = UnsafeMutableRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
      for x in 0..<width {
        let a = UInt32(y)
        let (r, g, b) = channels(x, a)
        row[x] = a << 24 | r << 16 | g << 8 | b
      }
    }
    cairo_surface_mark_dirty(surface)
    let image = RGBAImage(cairoSurface: surface, parallel: false)
    for y in 0..<height {
      let a = UInt32(y)
      for x in 0..<width {
        let (r, g, b) = channels(x, a)
        func straight(_ c: UInt32) -> UInt8 { a == 0 ? 0 : UInt8(min((c * 255 + a / 2) / a, 255)) }
        let expected = (straight(r), straight(g), straight(b), UInt8(a))
        let pixel = image[x, y]
        if pixel != expected {
          Issue.record("alpha \(a), x \(x): \(pixel) is not \(expected)")
          return
        }
      }
    }
  }

  /// The `default` writer keeps its libdeflate compressor and buffers for the next image:
  /// an image encoded after a larger and a smaller one gives the bytes it gave first.
  @Test func aReusedEncoderGivesTheSameBytes() throws {
    let image = try sample()
    let first = try PNG.encode(image, preset: .default)
    let large = RGBAImage(width: 900, height: 700, rgba: [UInt8](repeating: 90, count: 900 * 700 * 4))
    let small = RGBAImage(width: 3, height: 2, rgba: [UInt8](repeating: 200, count: 24))
    _ = try PNG.encode(large, preset: .default)
    _ = try PNG.encode(small, preset: .default)
    #expect(try PNG.encode(image, preset: .default) == first)
    #expect(try PNG.decode(PNG.encode(large, preset: .default)).image == large)
  }

  /// A renderer keeps its Cairo surface for the next image of the same size, cleared: the
  /// second of two views is drawn as a fresh renderer draws it, even in the half-covered
  /// last column and row of a canvas of fractional size.
  @Test func aReusedSurfaceStartsClear() throws {
    let size = ProposedViewSize(width: 120.5, height: 80.5)
    let list = { (renderer: ImageRenderer, view: any View) in
      renderer.displayList(AnyView(view), size: size, scale: 1).displayList
    }
    let reused = try ImageRenderer()
    _ = try reused.pixels(list(reused, Color.red), scale: 1, colorScheme: .dark)
    let second = Text("Second").padding(4)
    let again = try reused.pixels(list(reused, second), scale: 1, colorScheme: .dark)
    let fresh = try ImageRenderer()
    #expect(again.width == 121 && again.height == 81)
    #expect(again == (try fresh.pixels(list(fresh, second), scale: 1, colorScheme: .dark)))
  }

  @Test func badDataIsAClearError() throws {
    #expect(throws: PNG.Failure.self) { try PNG.decode(Data("not a png".utf8)) }
    let good = try PNG.encode(try sample())
    do {
      _ = try PNG.decode(good.prefix(good.count / 2))
      Issue.record("a truncated PNG decoded")
    } catch let error as PNG.Failure {
      #expect(error.description.contains("PNG"), "\(error)")
    }
  }
}
