import CCairo
import Foundation
import Vellum

/// Draws a `DisplayList` onto a Cairo context whose user space is in points.
///
/// Shadows and materials need pixels: a shadow rasterises the items it covers, blurs their
/// alpha and paints it beneath them; a material rasterises everything painted before it
/// (at iOS's backdrop scale of 0.25), blurs and tints it per its recipe, and paints that
/// inside its shape. On SVG and PDF surfaces both arrive as embedded images; everything
/// else stays vector.
struct CairoPainter {
  let cairo: OpaquePointer
  let text: PangoTextEngine
  let list: DisplayList
  /// Pixels per point of the final output, for shadow rasters.
  let scale: Double
  /// The canvas background (systemBackground), beneath every backdrop.
  let background: RGBA
  /// In a shadow's mask pass only alpha matters: materials fill solid, shadows are skipped.
  var maskOnly = false
  /// Material backdrops already made in this draw, shared with the painters of its rasters.
  var materials = MaterialBackdrops()

  /// iOS captures material backdrops at a quarter of a point's resolution (spec §4).
  static let backdropScale = 0.25

  func addPath(_ path: Path) {
    cairo_new_path(cairo)
    for element in path.elements {
      switch element {
      case .move(let p): cairo_move_to(cairo, Double(p.x), Double(p.y))
      case .line(let p): cairo_line_to(cairo, Double(p.x), Double(p.y))
      case .curve(let p, let c1, let c2):
        cairo_curve_to(cairo, Double(c1.x), Double(c1.y), Double(c2.x), Double(c2.y), Double(p.x), Double(p.y))
      case .closeSubpath: cairo_close_path(cairo)
      }
    }
  }

  /// Sets the source to a paint; returns a pattern to destroy after use, if one was made.
  func setSource(_ paint: Paint, bounds: CGRect) -> OpaquePointer? {
    switch paint {
    case .color(let color):
      let c = color.eightBit
      cairo_set_source_rgba(cairo, c.red, c.green, c.blue, c.alpha)
      return nil
    case .material(let recipe):
      let flat = recipe.flat(over: background)
      cairo_set_source_rgba(cairo, flat.red, flat.green, flat.blue, 1)
      return nil
    case .linearGradient(let stops, let start, let end):
      return source(GradientPattern.linear(stops, start, end, bounds))
    case .radialGradient(let stops, let center, let r0, let r1):
      return source(GradientPattern.radial(stops, center, r0, r1, bounds))
    case .ellipticalGradient(let stops, let center, let f0, let f1):
      return source(GradientPattern.elliptical(stops, center, f0, f1, bounds))
    case .angularGradient(let stops, let center, let start, let end):
      return source(GradientPattern.angular(stops, center, start, end, bounds))
    case .meshGradient(let mesh):
      return source(GradientPattern.mesh(mesh, bounds))
    }
  }

  private func source(_ pattern: OpaquePointer) -> OpaquePointer {
    cairo_set_source(cairo, pattern)
    return pattern
  }

  /// Draws the whole list.
  func draw() { draw(list.items.indices) }

  /// A clip or group opened by an item and not yet closed.
  enum OpenScope {
    case clip
    /// A group composited with an opacity, inside a clip to its ink when `clipped`.
    case opacity(Double, clipped: Bool)
    case blend(BlendMode)
    case maskContent
    case maskShape(content: OpaquePointer)
  }

  /// Draws a range of the list's items, closing any group or clip left open at its end.
  func draw(_ range: Range<Int>) {
    var open: [OpenScope] = []
    var index = range.lowerBound
    while index < range.upperBound {
      switch list.items[index] {
      case .fill(let path, .material(let recipe), let bounds) where !maskOnly:
        drawMaterial(recipe, path: path, bounds: bounds, before: index)
      case .fill(let path, let paint, let bounds):
        addPath(path)
        let pattern = setSource(paint, bounds: bounds)
        cairo_fill(cairo)
        if let pattern { cairo_pattern_destroy(pattern) }
      case .stroke(let path, let paint, let style, let bounds):
        addPath(path)
        let pattern = setSource(paint, bounds: bounds)
        setStroke(style)
        cairo_stroke(cairo)
        if let pattern { cairo_pattern_destroy(pattern) }
      case .text(let run, let paint, let frame):
        let pattern = setSource(paint, bounds: frame)
        text.draw(run, in: frame, on: cairo)
        if let pattern { cairo_pattern_destroy(pattern) }
      case .symbol(let glyph, let paint, let frame):
        let pattern = setSource(paint, bounds: frame)
        text.draw(glyph, in: frame, on: cairo)
        if let pattern { cairo_pattern_destroy(pattern) }
      case .image(let drawing, let paint, let frame):
        drawImage(drawing, paint: paint, frame: frame)
      case .pushShadow(let shadow):
        if !maskOnly { drawShadow(shadow, covering: (index + 1)..<matchingEnd(of: index, in: range)) }
      case .pushBlur(let radius):
        // The blurred raster replaces the items it covers.
        let end = matchingEnd(of: index, in: range)
        drawBlurred((index + 1)..<end, radius: radius)
        index = end
      case .popShadow, .popBlur, .popColorMatrix:
        break
      case .pushColorMatrix(let matrix):
        // The filtered raster replaces the items it covers.
        let end = matchingEnd(of: index, in: range)
        drawFiltered((index + 1)..<end, matrix: matrix)
        index = end
      case .pushTransform(let transform) where !Self.isInvertible(transform):
        // A view scaled to nothing (`scaleEffect(y: 0)`) draws nothing, as in SwiftUI; Cairo
        // would refuse the matrix and draw nothing more at all.
        index = matchingEnd(of: index, in: range)
      case .pushTransform(let transform):
        cairo_save(cairo)
        var matrix = cairo_matrix_t(
          xx: Double(transform.a), yx: Double(transform.b), xy: Double(transform.c), yy: Double(transform.d),
          x0: Double(transform.tx), y0: Double(transform.ty))
        cairo_transform(cairo, &matrix)
        open.append(.clip)
      case .pushClip(let path):
        cairo_save(cairo)
        addPath(path)
        cairo_clip(cairo)
        open.append(.clip)
      case .pushOpacity(let value):
        let clipped = clipToInk(of: (index + 1)..<matchingEnd(of: index, in: range))
        cairo_push_group(cairo)
        open.append(.opacity(value, clipped: clipped))
      case .pushBlend(let mode):
        cairo_push_group(cairo)
        open.append(.blend(mode))
      case .pushMask:
        cairo_push_group(cairo)
        open.append(.maskContent)
      case .applyMask:
        if case .maskContent = open.last {
          open.removeLast()
          let content = cairo_pop_group(cairo)!
          cairo_push_group(cairo)
          open.append(.maskShape(content: content))
        }
      case .popClip, .popOpacity, .popMask, .popTransform, .popBlend:
        if let scope = open.popLast() { close(scope) }
      }
      index += 1
    }
    while let scope = open.popLast() { close(scope) }
  }

  /// Closes a clip or composites a group.
  func close(_ scope: OpenScope) {
    switch scope {
    case .clip:
      cairo_restore(cairo)
    case .opacity(let value, let clipped):
      cairo_pop_group_to_source(cairo)
      cairo_paint_with_alpha(cairo, value)
      if clipped { cairo_restore(cairo) }
    case .blend(let mode):
      cairo_pop_group_to_source(cairo)
      cairo_set_operator(cairo, Self.cairoOperator(mode))
      cairo_paint(cairo)
      cairo_set_operator(cairo, CAIRO_OPERATOR_OVER)
    case .maskContent:
      // A range that ends inside masked content draws it unmasked.
      cairo_pop_group_to_source(cairo)
      cairo_paint(cairo)
    case .maskShape(let content):
      let mask = cairo_pop_group(cairo)!
      cairo_set_source(cairo, content)
      cairo_mask(cairo, mask)
      cairo_pattern_destroy(mask)
      cairo_pattern_destroy(content)
    }
  }

  /// Cairo's operator for a SwiftUI blend mode (`plusDarker` has none: `darken` stands in).
  static func cairoOperator(_ mode: BlendMode) -> cairo_operator_t {
    switch mode {
    case .normal: CAIRO_OPERATOR_OVER
    case .multiply: CAIRO_OPERATOR_MULTIPLY
    case .screen: CAIRO_OPERATOR_SCREEN
    case .overlay: CAIRO_OPERATOR_OVERLAY
    case .darken, .plusDarker: CAIRO_OPERATOR_DARKEN
    case .lighten: CAIRO_OPERATOR_LIGHTEN
    case .colorDodge: CAIRO_OPERATOR_COLOR_DODGE
    case .colorBurn: CAIRO_OPERATOR_COLOR_BURN
    case .softLight: CAIRO_OPERATOR_SOFT_LIGHT
    case .hardLight: CAIRO_OPERATOR_HARD_LIGHT
    case .difference: CAIRO_OPERATOR_DIFFERENCE
    case .exclusion: CAIRO_OPERATOR_EXCLUSION
    case .hue: CAIRO_OPERATOR_HSL_HUE
    case .saturation: CAIRO_OPERATOR_HSL_SATURATION
    case .color: CAIRO_OPERATOR_HSL_COLOR
    case .luminosity: CAIRO_OPERATOR_HSL_LUMINOSITY
    case .sourceAtop: CAIRO_OPERATOR_ATOP
    case .destinationOver: CAIRO_OPERATOR_DEST_OVER
    case .destinationOut: CAIRO_OPERATOR_DEST_OUT
    case .plusLighter: CAIRO_OPERATOR_ADD
    }
  }

  func setStroke(_ style: StrokeStyle) {
    cairo_set_line_width(cairo, Double(style.lineWidth))
    let dashes = style.dash.map(Double.init)
    cairo_set_dash(cairo, dashes, Int32(dashes.count), Double(style.dashPhase))
    let cap: cairo_line_cap_t =
      switch style.lineCap {
      case .butt: CAIRO_LINE_CAP_BUTT
      case .round: CAIRO_LINE_CAP_ROUND
      case .square: CAIRO_LINE_CAP_SQUARE
      }
    let join: cairo_line_join_t =
      switch style.lineJoin {
      case .miter: CAIRO_LINE_JOIN_MITER
      case .round: CAIRO_LINE_JOIN_ROUND
      case .bevel: CAIRO_LINE_JOIN_BEVEL
      }
    cairo_set_line_cap(cairo, cap)
    cairo_set_line_join(cairo, join)
    cairo_set_miter_limit(cairo, Double(style.miterLimit))
  }

  /// Whether a transform can be drawn through: finite, and not flattening the plane.
  static func isInvertible(_ transform: CGAffineTransform) -> Bool {
    let determinant = transform.a * transform.d - transform.b * transform.c
    return determinant != 0 && determinant.isFinite && transform.tx.isFinite && transform.ty.isFinite
  }

  /// The index of the item closing the shadow, blur, colour matrix, opacity or transform
  /// pushed at `index`, or the range's end.
  func matchingEnd(of index: Int, in range: Range<Int>) -> Int {
    func kind(_ item: DisplayList.Item) -> (push: Bool, pop: Bool) {
      switch (list.items[index], item) {
      case (.pushShadow, .pushShadow), (.pushBlur, .pushBlur), (.pushColorMatrix, .pushColorMatrix),
        (.pushOpacity, .pushOpacity), (.pushTransform, .pushTransform):
        (true, false)
      case (.pushShadow, .popShadow), (.pushBlur, .popBlur), (.pushColorMatrix, .popColorMatrix),
        (.pushOpacity, .popOpacity), (.pushTransform, .popTransform):
        (false, true)
      default: (false, false)
      }
    }
    var depth = 0
    for i in (index + 1)..<range.upperBound {
      let (push, pop) = kind(list.items[i])
      if push { depth += 1 }
      if pop {
        if depth == 0 { return i }
        depth -= 1
      }
    }
    return range.upperBound
  }

  /// Where the items of a range can draw, in points (nil if they draw nothing).
  func extent(of range: Range<Int>) -> CGRect? {
    var result: CGRect?
    // Transforms inside the range move what they cover.
    var transforms: [CGAffineTransform] = [.identity]
    func add(_ rect: CGRect) {
      let moved = rect.applying(transforms.last!)
      result = result.map { $0.union(moved) } ?? moved
    }
    for index in range {
      switch list.items[index] {
      case .pushTransform(let t): transforms.append(t.concatenating(transforms.last!))
      case .popTransform: if transforms.count > 1 { transforms.removeLast() }
      case .fill(_, _, let bounds): add(bounds)
      case .stroke(_, _, let style, let bounds): add(bounds.insetBy(dx: -style.lineWidth, dy: -style.lineWidth))
      case .text(_, _, let frame): add(frame.insetBy(dx: -2, dy: -2))
      case .symbol(_, _, let frame): add(frame.insetBy(dx: -frame.width * 0.2, dy: -frame.height * 0.2))
      case .image(_, _, let frame): add(frame)
      default: break
      }
    }
    return result
  }

  /// Rasterises a range of items into a new image surface covering `region` (points) at
  /// `pixelsPerPoint`, whose device scale makes it `region`-sized in user space.
  func rasterize(_ range: Range<Int>, region: CGRect, pixelsPerPoint: Double, withBackground: Bool, maskOnly: Bool)
    -> OpaquePointer?
  {
    let width = Int((Double(region.width) * pixelsPerPoint).rounded(.up))
    let height = Int((Double(region.height) * pixelsPerPoint).rounded(.up))
    guard width > 0, height > 0, width * height <= 64_000_000,
      let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
    else { return nil }
    let context = cairo_create(surface)!
    cairo_scale(context, pixelsPerPoint, pixelsPerPoint)
    cairo_translate(context, -Double(region.minX), -Double(region.minY))
    if withBackground {
      cairo_set_source_rgb(context, background.red, background.green, background.blue)
      cairo_paint(context)
    }
    var painter = CairoPainter(
      cairo: context, text: text, list: list, scale: pixelsPerPoint, background: background)
    painter.maskOnly = maskOnly
    painter.materials = materials
    painter.draw(range)
    cairo_destroy(context)
    cairo_surface_flush(surface)
    cairo_surface_set_device_scale(surface, pixelsPerPoint, pixelsPerPoint)
    return surface
  }

  /// Paints the blurred alpha of a range of items in the shadow's colour, offset.
  func drawShadow(_ shadow: Shadow, covering range: Range<Int>) {
    guard shadow.color.alpha > 0, let content = extent(of: range) else { return }
    let margin = 3 * shadow.radius + 1
    let region = content.insetBy(dx: -margin, dy: -margin).integral
    guard
      let surface = rasterize(range, region: region, pixelsPerPoint: scale, withBackground: false, maskOnly: true)
    else { return }
    defer { cairo_surface_destroy(surface) }
    let image = ImagePixels(surface)
    var alpha = image.plane(shift: 24)
    GaussianBlur.blur(&alpha, width: image.width, height: image.height, sigma: Double(shadow.radius) * scale)
    // The shadow colour, premultiplied, with the blurred alpha (a pixel with the same
    // alpha as the one before it, as across most of a shadow, reuses its word).
    let c = shadow.color
    var last: (alpha: UInt32, word: UInt32)?
    image.update { i, _ in
      if let last, last.alpha == alpha[i].bitPattern { return last.word }
      let a = Double(min(max(alpha[i], 0), 255)) * c.alpha / 255
      func channel(_ v: Double) -> UInt32 { UInt32((v * a * 255).rounded()) }
      let word =
        (UInt32((a * 255).rounded()) << 24) | (channel(c.red) << 16) | (channel(c.green) << 8) | channel(c.blue)
      last = (alpha[i].bitPattern, word)
      return word
    }
    cairo_set_source_surface(cairo, surface, Double(region.minX + shadow.x), Double(region.minY + shadow.y))
    cairo_paint(cairo)
  }

  /// Draws a range of items blurred: rasterised at the output scale, each premultiplied
  /// channel blurred with σ = radius, painted back. Edges fade to transparent.
  func drawBlurred(_ range: Range<Int>, radius: CGFloat) {
    guard let content = extent(of: range) else { return }
    guard radius > 0 else { return draw(range) }
    let margin = 3 * radius + 1
    let region = content.insetBy(dx: -margin, dy: -margin).integral
    guard
      let surface = rasterize(range, region: region, pixelsPerPoint: scale, withBackground: false, maskOnly: maskOnly)
    else { return }
    defer { cairo_surface_destroy(surface) }
    let image = ImagePixels(surface)
    var planes = [24, 16, 8, 0].map { image.plane(shift: $0) }
    for channel in 0..<4 {
      GaussianBlur.blur(&planes[channel], width: image.width, height: image.height, sigma: Double(radius) * scale)
    }
    image.update { i, _ in
      // Premultiplied colour never exceeds alpha, whatever rounding does.
      let alpha = UInt32(min(max(planes[0][i], 0), 255).rounded())
      var pixel = alpha << 24
      for channel in 1..<4 {
        let value = min(UInt32(min(max(planes[channel][i], 0), 255).rounded()), alpha)
        pixel |= value << UInt32(24 - 8 * channel)
      }
      return pixel
    }
    cairo_set_source_surface(cairo, surface, Double(region.minX), Double(region.minY))
    cairo_paint(cairo)
  }

  /// Fills a path with a material: the blurred, tinted backdrop of everything before it.
  func drawMaterial(_ recipe: MaterialRecipe, path: Path, bounds: CGRect, before index: Int) {
    guard
      let backdrop = materials.backdrop(at: index, make: { tintedBackdrop(recipe, bounds: bounds, before: index) })
    else { return }
    cairo_save(cairo)
    addPath(path)
    cairo_clip(cairo)
    cairo_set_source_surface(cairo, backdrop.surface, Double(backdrop.origin.x), Double(backdrop.origin.y))
    cairo_pattern_set_filter(cairo_get_source(cairo), CAIRO_FILTER_GOOD)
    cairo_pattern_set_extend(cairo_get_source(cairo), CAIRO_EXTEND_PAD)
    cairo_paint(cairo)
    cairo_restore(cairo)
  }

  /// Everything before `index` around a material's bounds, rasterised at the backdrop scale,
  /// blurred and tinted per its recipe, with the raster's origin in points.
  func tintedBackdrop(_ recipe: MaterialRecipe, bounds: CGRect, before index: Int) -> (OpaquePointer, CGPoint)? {
    let canvas = CGRect(origin: .zero, size: list.size)
    let margin = CGFloat(3 * recipe.blur)
    let region = bounds.insetBy(dx: -margin, dy: -margin).intersection(canvas).integral
    let ppp = Self.backdropScale
    guard !region.isNull, !region.isEmpty,
      let surface = rasterize(0..<index, region: region, pixelsPerPoint: ppp, withBackground: true, maskOnly: false)
    else { return nil }
    let image = ImagePixels(surface)
    var planes = [16, 8, 0].map { image.plane(shift: $0) }
    for channel in 0..<3 {
      GaussianBlur.blur(&planes[channel], width: image.width, height: image.height, sigma: recipe.blur * ppp)
    }
    let (red, green, blue) = (planes[0], planes[1], planes[2])
    // A pixel with the same colour as the one before it, as across most of a backdrop,
    // reuses its word.
    var last: (red: UInt32, green: UInt32, blue: UInt32, word: UInt32)?
    image.update { i, _ in
      let key = (red[i].bitPattern, green[i].bitPattern, blue[i].bitPattern)
      if let last, last.red == key.0, last.green == key.1, last.blue == key.2 { return last.word }
      let (r, g, b) = recipe.apply(
        red: Double(red[i]) / 255, green: Double(green[i]) / 255, blue: Double(blue[i]) / 255)
      func byte(_ v: Double) -> UInt32 { UInt32((v * 255).rounded()) }
      let word = 0xff00_0000 | (byte(r) << 16) | (byte(g) << 8) | byte(b)
      last = (key.0, key.1, key.2, word)
      return word
    }
    return (surface, region.origin)
  }
}

/// The pixels of a Cairo ARGB32 image surface (premultiplied, native-endian), visited in
/// row order with a running index.
struct ImagePixels {
  let surface: OpaquePointer
  let width: Int
  let height: Int

  init(_ surface: OpaquePointer) {
    self.surface = surface
    width = Int(cairo_image_surface_get_width(surface))
    height = Int(cairo_image_surface_get_height(surface))
  }

  var count: Int { width * height }

  private func row(_ y: Int) -> UnsafeMutablePointer<UInt32> {
    let stride = Int(cairo_image_surface_get_stride(surface))
    return UnsafeMutableRawPointer(cairo_image_surface_get_data(surface)! + y * stride)
      .assumingMemoryBound(to: UInt32.self)
  }

  /// One channel of every pixel, the byte at bit `shift` (24 alpha, 16 red, 8 green, 0 blue).
  func plane(shift: UInt32) -> [Float] {
    [Float](unsafeUninitializedCapacity: count) { values, initialized in
      for y in 0..<height {
        let pixels = row(y)
        for x in 0..<width { values[y * width + x] = Float((pixels[x] >> shift) & 0xff) }
      }
      initialized = count
    }
  }

  /// Replaces every pixel, then tells Cairo the surface changed.
  func update(_ transform: (Int, UInt32) -> UInt32) {
    cairo_surface_flush(surface)
    for y in 0..<height {
      let pixels = row(y)
      for x in 0..<width { pixels[x] = transform(y * width + x, pixels[x]) }
    }
    cairo_surface_mark_dirty(surface)
  }
}
