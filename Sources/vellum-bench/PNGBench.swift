import CCairo
import Foundation
import Vellum
import VellumCairo
import VellumGallery

/// A Cairo image surface holding `image` (premultiplied ARGB32), for Cairo's own PNG writer.
func cairoSurface(_ image: RGBAImage) -> OpaquePointer {
  let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(image.width), Int32(image.height))!
  let stride = Int(cairo_image_surface_get_stride(surface))
  let data = cairo_image_surface_get_data(surface)!
  for y in 0..<image.height {
    let row = UnsafeMutableRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
    for x in 0..<image.width {
      let p = image[x, y]
      let a = UInt32(p.a)
      func premultiplied(_ c: UInt8) -> UInt32 { (UInt32(c) * a + 127) / 255 }
      row[x] = (a << 24) | (premultiplied(p.r) << 16) | (premultiplied(p.g) << 8) | premultiplied(p.b)
    }
  }
  cairo_surface_mark_dirty(surface)
  return surface
}

/// Each PNG preset against `cairo_surface_write_to_png` on gallery screens at @3x.
func png() -> Bool {
  let renderer = try! ImageRenderer()
  var met = true
  for name in ["SubviewCardContainerDemo", "Card"] {
    let preview = Gallery.previews.first { $0.name == name }!
    let list = renderer.displayList(
      preview.view, size: preview.canvas.proposal, scale: 3, safeArea: preview.canvas.safeArea
    ).displayList
    let image = try! renderer.pixels(list, scale: 3, colorScheme: .light)
    let surface = cairoSurface(image)
    defer { cairo_surface_destroy(surface) }
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("vellum-bench-cairo.png").path
    let cairoTime = median { cairo_surface_write_to_png(surface, path) }
    let cairoBytes = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 1
    print(
      "png \(name) \(image.width)×\(image.height): cairo_surface_write_to_png \(ms(cairoTime)), \(cairoBytes) bytes")
    for preset in PNGPreset.allCases {
      var bytes = 0
      let time = median { bytes = (try! PNG.encode(image, preset: preset)).count }
      let speed = cairoTime / time
      let size = Double(bytes) / Double(cairoBytes)
      var line =
        "png \(name) \(preset): \(ms(time)), \(bytes) bytes — \(String(format: "%.2f", speed))× Cairo's speed, "
      line += "\(String(format: "%.2f", size))× its bytes"
      if preset == .fast {
        let ok = speed >= 3 && size <= 1.15
        met = met && ok
        line += " (target ≥ 3× speed, ≤ 1.15× bytes): \(ok ? "met" : "NOT met")"
      }
      print(line)
    }
  }
  return met
}

func ms(_ seconds: Double) -> String { String(format: "%.1f ms", seconds * 1000) }
