import Vellum

/// `Canvas` with a `GraphicsContext` (a sparkline chart with a gradient area, labels and a
/// symbol; transformed, clipped and layered drawing), `.blendMode` on views, and shape styles
/// with drop and inner shadows.
struct CanvasShowcase: View {
  let values: [Double] = [3, 5, 4, 7, 6, 9, 8, 11, 10, 13]

  var chart: some View {
    Canvas { context, size in
      let step = size.width / CGFloat(values.count - 1)
      let top = values.max() ?? 1
      func point(_ index: Int) -> CGPoint {
        CGPoint(x: CGFloat(index) * step, y: size.height - 8 - CGFloat(values[index] / top) * (size.height - 24))
      }
      var line = Path()
      line.move(to: point(0))
      for index in values.indices.dropFirst() { line.addLine(to: point(index)) }
      var area = line
      area.addLine(to: CGPoint(x: size.width, y: size.height))
      area.addLine(to: CGPoint(x: 0, y: size.height))
      area.closeSubpath()
      context.fill(
        area,
        with: .linearGradient(
          Gradient(colors: [.blue.opacity(0.45), .blue.opacity(0.02)]), startPoint: .zero,
          endPoint: CGPoint(x: 0, y: size.height)))
      context.stroke(line, with: .color(.blue), style: StrokeStyle(lineWidth: 2.5, lineCap: .round, lineJoin: .round))
      let last = point(values.count - 1)
      context.fill(Path(ellipseIn: CGRect(x: last.x - 5, y: last.y - 5, width: 10, height: 10)), with: .color(.blue))
      context.draw(Text("Steps").font(.caption), at: CGPoint(x: 4, y: 4), anchor: .topLeading)
      if let symbol = context.resolveSymbol(id: "flame") {
        context.draw(symbol, at: CGPoint(x: 52, y: 4), anchor: .topLeading)
      }
    } symbols: {
      Image(systemName: "flame.fill").foregroundStyle(.orange).tag("flame")
    }
    .frame(height: 120)
  }

  var pinwheel: some View {
    Canvas { context, size in
      context.translateBy(x: size.width / 2, y: size.height / 2)
      for index in 0..<8 {
        var petal = context
        petal.rotate(by: .degrees(Double(index) * 45))
        petal.opacity = 0.35 + Double(index) * 0.08
        petal.fill(
          Path(roundedRect: CGRect(x: 6, y: -9, width: 42, height: 18), cornerRadius: 9),
          with: .color(Color(hue: Double(index) / 8, saturation: 0.75, brightness: 0.95)))
      }
      context.fill(Path(ellipseIn: CGRect(x: -8, y: -8, width: 16, height: 16)), with: .color(.white))
    }
    .frame(width: 110, height: 110)
  }

  var clippedLayer: some View {
    Canvas { context, size in
      context.clip(to: Path(ellipseIn: CGRect(origin: .zero, size: size)))
      context.drawLayer { layer in
        layer.opacity = 0.9
        for row in 0..<6 {
          layer.fill(
            Path(CGRect(x: 0, y: CGFloat(row) * size.height / 6, width: size.width, height: size.height / 12)),
            with: .color(.teal))
        }
      }
      context.draw(Text("Clip").font(.headline), at: CGPoint(x: size.width / 2, y: size.height / 2))
    }
    .frame(width: 110, height: 110)
  }

  var blends: some View {
    HStack(spacing: 16) {
      ForEach([BlendMode.normal, .multiply, .screen, .difference], id: \.self) { mode in
        VStack(spacing: 6) {
          ZStack {
            Circle().fill(Color.yellow).frame(width: 44, height: 44).offset(x: -10)
            Circle().fill(Color.pink).frame(width: 44, height: 44).offset(x: 10).blendMode(mode)
          }
          .compositingGroup()
          .frame(width: 64)
          Text(mode.rawValue).font(.caption2)
        }
      }
    }
  }

  var shadowStyles: some View {
    HStack(spacing: 24) {
      RoundedRectangle(cornerRadius: 14)
        .fill(Color.white.shadow(.drop(radius: 4, y: 2)))
        .frame(width: 80, height: 56)
      RoundedRectangle(cornerRadius: 14)
        .fill(Color.blue.shadow(.inner(radius: 4, y: 3)))
        .frame(width: 80, height: 56)
      Circle()
        .fill(Color.orange.shadow(.inner(color: .black.opacity(0.5), radius: 6)).shadow(.drop(radius: 3)))
        .frame(width: 56, height: 56)
    }
  }

  var body: some View {
    VStack(alignment: .leading, spacing: 22) {
      Text("Canvas").font(.headline)
      chart
      HStack(spacing: 24) {
        pinwheel
        clippedLayer
      }
      Text("Blend modes").font(.headline)
      blends
      Text("Shadow styles").font(.headline)
      shadowStyles
    }
    .padding(20)
    .frame(maxHeight: .infinity, alignment: .top)
  }
}

#Preview("CanvasAndBlending") { CanvasShowcase() }
