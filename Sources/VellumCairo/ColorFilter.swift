import CCairo
import Foundation
import Vellum

extension CairoPainter {
  /// Draws a range of items into a raster over their extent at the output's scale, passes
  /// each pixel (un-premultiplied) through a colour matrix and paints the result in place.
  func drawFiltered(_ range: Range<Int>, matrix: ColorMatrix) {
    guard let content = extent(of: range) else { return }
    let region = content.integral
    guard !region.isEmpty,
      let surface = rasterize(range, region: region, pixelsPerPoint: scale, withBackground: false, maskOnly: maskOnly)
    else { return }
    defer { cairo_surface_destroy(surface) }
    let m = matrix.values
    ImagePixels(surface).update { _, pixel in
      let a = Double(pixel >> 24) / 255
      var input = [0.0, 0, 0, a, 1]
      if a > 0 {
        input[0] = Double((pixel >> 16) & 0xff) / 255 / a
        input[1] = Double((pixel >> 8) & 0xff) / 255 / a
        input[2] = Double(pixel & 0xff) / 255 / a
      }
      var out = [0.0, 0, 0, 0]
      for row in 0..<4 {
        var sum = 0.0
        for column in 0..<5 { sum += m[row * 5 + column] * input[column] }
        out[row] = min(max(sum, 0), 1)
      }
      let alpha = out[3]
      func byte(_ v: Double) -> UInt32 { UInt32((v * alpha * 255).rounded()) }
      return UInt32((alpha * 255).rounded()) << 24 | byte(out[0]) << 16 | byte(out[1]) << 8 | byte(out[2])
    }
    cairo_set_source_surface(cairo, surface, Double(region.minX), Double(region.minY))
    cairo_paint(cairo)
  }
}
