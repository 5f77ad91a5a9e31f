import CCairo
import Foundation
import Vellum

extension CairoPainter {
  /// Draws a bitmap into a frame: in nine cells when it has cap insets (corners at their own
  /// size, edges and middle stretched or tiled), with the filter its interpolation asks for;
  /// a template image is drawn as a mask of its paint. Pixels not decoded draw a grey box.
  func drawImage(_ drawing: ImageDrawing, paint: Paint?, frame: CGRect) {
    guard frame.width > 0, frame.height > 0 else { return }
    if drawVector(drawing, paint: paint, frame: frame) { return }
    guard let surface = Self.surface(drawing.bitmap) else {
      cairo_set_source_rgba(cairo, 0.5, 0.5, 0.5, 0.3)
      cairo_rectangle(cairo, Double(frame.minX), Double(frame.minY), Double(frame.width), Double(frame.height))
      cairo_fill(cairo)
      return
    }
    defer { cairo_surface_destroy(surface) }
    if drawing.template, paint != nil { pushGroup(clippedTo: frame) }
    let pixelWidth = Double(drawing.bitmap.pixelWidth)
    let pixelHeight = Double(drawing.bitmap.pixelHeight)
    let scale = Double(drawing.scale)
    let insets = drawing.capInsets
    // Caps in pixels, clamped to the image; in points, shrunk together if the frame is smaller.
    func caps(_ a: CGFloat, _ b: CGFloat, pixels: Double, points: Double) -> (Double, Double, Double, Double) {
      var pa = max(Double(a) * scale, 0)
      var pb = max(Double(b) * scale, 0)
      if pa + pb > pixels { (pa, pb) = (pixels * pa / (pa + pb), pixels * pb / (pa + pb)) }
      var da = pa / scale
      var db = pb / scale
      if da + db > points { (da, db) = (points * da / (da + db), points * db / (da + db)) }
      return (pa, pb, da, db)
    }
    let (left, right, dLeft, dRight) = caps(
      insets.leading, insets.trailing, pixels: pixelWidth, points: Double(frame.width))
    let (top, bottom, dTop, dBottom) = caps(
      insets.top, insets.bottom, pixels: pixelHeight, points: Double(frame.height))
    let columns = [
      (0.0, left, 0.0, dLeft, false),
      (left, pixelWidth - left - right, dLeft, Double(frame.width) - dLeft - dRight, true),
      (pixelWidth - right, right, Double(frame.width) - dRight, dRight, false),
    ]
    let rows = [
      (0.0, top, 0.0, dTop, false),
      (top, pixelHeight - top - bottom, dTop, Double(frame.height) - dTop - dBottom, true),
      (pixelHeight - bottom, bottom, Double(frame.height) - dBottom, dBottom, false),
    ]
    let filter: cairo_filter_t =
      switch drawing.interpolation {
      case .none: CAIRO_FILTER_NEAREST
      case .low: CAIRO_FILTER_BILINEAR
      case .medium: CAIRO_FILTER_GOOD
      case .high: CAIRO_FILTER_BEST
      }
    for (sy, sh, dy, dh, middleRow) in rows where sh > 0 && dh > 0 {
      for (sx, sw, dx, dw, middleColumn) in columns where sw > 0 && dw > 0 {
        let tiled = drawing.resizingMode == .tile && (middleRow || middleColumn)
        guard let cell = cairo_surface_create_for_rectangle(surface, sx, sy, sw, sh) else { continue }
        let pattern = cairo_pattern_create_for_surface(cell)!
        var matrix = cairo_matrix_t()
        let x = Double(frame.minX) + dx
        let y = Double(frame.minY) + dy
        // Pattern space is the cell's pixels: stretched cells map their box onto the cell;
        // tiled ones keep the image's own scale and repeat.
        let fx = tiled && middleColumn ? scale : sw / dw
        let fy = tiled && middleRow ? scale : sh / dh
        cairo_matrix_init(&matrix, fx, 0, 0, fy, -x * fx, -y * fy)
        cairo_pattern_set_matrix(pattern, &matrix)
        cairo_pattern_set_extend(pattern, tiled ? CAIRO_EXTEND_REPEAT : CAIRO_EXTEND_PAD)
        cairo_pattern_set_filter(pattern, filter)
        cairo_save(cairo)
        if !drawing.antialiased { cairo_set_antialias(cairo, CAIRO_ANTIALIAS_NONE) }
        cairo_set_source(cairo, pattern)
        cairo_rectangle(cairo, x, y, dw, dh)
        cairo_fill(cairo)
        cairo_restore(cairo)
        cairo_pattern_destroy(pattern)
        cairo_surface_destroy(cell)
      }
    }
    if drawing.template, let paint {
      let mask = cairo_pop_group(cairo)!
      let pattern = setSource(paint, bounds: frame)
      cairo_mask(cairo, mask)
      if let pattern { cairo_pattern_destroy(pattern) }
      cairo_pattern_destroy(mask)
      cairo_restore(cairo)
    }
  }

  /// Starts the group a template image is drawn into, clipped to its frame (restored after
  /// the group is popped): an unclipped group is a surface the size of the whole canvas, made
  /// and cleared for every template image. The clip is a point wider on each side, so its
  /// antialiased edge never meets the image's own.
  private func pushGroup(clippedTo frame: CGRect) {
    cairo_save(cairo)
    let box = frame.insetBy(dx: -1, dy: -1)
    cairo_rectangle(cairo, Double(box.minX), Double(box.minY), Double(box.width), Double(box.height))
    cairo_clip(cairo)
    cairo_push_group(cairo)
  }

  /// Redraws an image set's preserved SVG or PDF into a frame other than its own size (no
  /// cap insets), as iOS does with "Preserve Vector Data". False: draw the bitmap.
  private func drawVector(_ drawing: ImageDrawing, paint: Paint?, frame: CGRect) -> Bool {
    guard let file = drawing.vectorFile, drawing.capInsets == EdgeInsets() else { return false }
    let ideal = CGSize(
      width: CGFloat(drawing.bitmap.pixelWidth) / drawing.scale,
      height: CGFloat(drawing.bitmap.pixelHeight) / drawing.scale)
    guard abs(frame.width - ideal.width) > 0.01 || abs(frame.height - ideal.height) > 0.01,
      let data = FileManager.default.contents(atPath: file.path)
    else { return false }
    cairo_save(cairo)
    if drawing.template, paint != nil { pushGroup(clippedTo: frame) }
    cairo_translate(cairo, Double(frame.minX), Double(frame.minY))
    let drawn =
      (try? VectorImageRasterizer.draw(
        data, name: file.lastPathComponent, into: cairo, width: Double(frame.width), height: Double(frame.height)))
      != nil
    if drawing.template, paint != nil {
      // Popping the group also undoes the translation.
      let mask = cairo_pop_group(cairo)!
      if drawn, let paint {
        let pattern = setSource(paint, bounds: frame)
        cairo_mask(cairo, mask)
        if let pattern { cairo_pattern_destroy(pattern) }
      }
      cairo_pattern_destroy(mask)
      cairo_restore(cairo)
    }
    cairo_restore(cairo)
    return drawn
  }

  /// A Cairo image surface (premultiplied ARGB32) of a bitmap's straight RGBA pixels.
  static func surface(_ bitmap: BitmapImage) -> OpaquePointer? {
    guard let rgba = bitmap.rgba, bitmap.pixelWidth > 0, bitmap.pixelHeight > 0,
      let surface = cairo_image_surface_create(
        CAIRO_FORMAT_ARGB32, Int32(bitmap.pixelWidth), Int32(bitmap.pixelHeight)),
      cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS
    else { return nil }
    cairo_surface_flush(surface)
    let stride = Int(cairo_image_surface_get_stride(surface))
    let data = cairo_image_surface_get_data(surface)!
    let width = bitmap.pixelWidth
    for y in 0..<bitmap.pixelHeight {
      let row = UnsafeMutableRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
      for x in 0..<width {
        let o = (y * width + x) * 4
        let a = UInt32(rgba[o + 3])
        func premultiplied(_ c: UInt8) -> UInt32 { (UInt32(c) * a + 127) / 255 }
        row[x] = a << 24 | premultiplied(rgba[o]) << 16 | premultiplied(rgba[o + 1]) << 8 | premultiplied(rgba[o + 2])
      }
    }
    cairo_surface_mark_dirty(surface)
    return surface
  }
}
