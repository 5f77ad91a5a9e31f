import Vellum

/// Shapes, strokes and every kind of gradient, side by side.
struct ShapesAndGradients: View {
  var body: some View {
    VStack(spacing: 16) {
      HStack(spacing: 12) {
        RoundedRectangle(cornerRadius: 16)
          .fill(LinearGradient(colors: [.blue, .purple], startPoint: .topLeading, endPoint: .bottomTrailing))
        Circle()
          .fill(RadialGradient(colors: [.yellow, .orange, .red], center: .center, startRadius: 0, endRadius: 50))
        Capsule()
          .fill(AngularGradient(colors: [.red, .yellow, .green, .blue, .purple, .red], center: .center))
      }
      .frame(height: 100)
      HStack(spacing: 12) {
        Ellipse().fill(EllipticalGradient(colors: [.white, .mint, .teal]))
        UnevenRoundedRectangle(topLeadingRadius: 24, bottomTrailingRadius: 24).fill(Color.indigo.gradient)
        RoundedRectangle(cornerRadius: 12, style: .circular).strokeBorder(Color.pink, lineWidth: 6)
      }
      .frame(height: 100)
      HStack(spacing: 12) {
        Circle().stroke(Color.green, style: StrokeStyle(lineWidth: 8, lineCap: .round, dash: [1, 14]))
        Path { path in
          path.move(to: CGPoint(x: 10, y: 90))
          path.addLine(to: CGPoint(x: 50, y: 10))
          path.addLine(to: CGPoint(x: 90, y: 90))
        }
        .stroke(Color.orange, style: StrokeStyle(lineWidth: 10, lineCap: .round, lineJoin: .round))
        .frame(width: 100, height: 100)
        Path { path in
          path.addArc(
            center: CGPoint(x: 50, y: 50), radius: 40, startAngle: .degrees(0), endAngle: .degrees(270),
            clockwise: false)
        }
        .stroke(Color.blue, lineWidth: 6)
        .frame(width: 100, height: 100)
      }
      .frame(height: 100)
    }
    .padding()
  }
}

/// Symbols, labels and buttons in their styles and sizes.
struct SymbolsAndControls: View {
  var body: some View {
    VStack(alignment: .leading, spacing: 16) {
      HStack(spacing: 16) {
        ForEach(
          ["house.fill", "magnifyingglass", "heart.fill", "star", "bell.badge", "gearshape", "trash"], id: \.self
        ) {
          Image(systemName: $0)
        }
      }
      .font(.title2)
      .foregroundStyle(.tint)
      HStack(spacing: 16) {
        Image(systemName: "person.circle").imageScale(.small)
        Image(systemName: "person.circle")
        Image(systemName: "person.circle").imageScale(.large)
        Image(systemName: "no.such.symbol")
      }
      Label("Title and icon", systemImage: "paperplane.fill")
      Label("Title only", systemImage: "paperplane.fill").labelStyle(.titleOnly)
      Label("Icon only", systemImage: "paperplane.fill").labelStyle(.iconOnly)
      HStack {
        Button("Automatic") {}
        Button("Bordered") {}.buttonStyle(.bordered)
        Button("Prominent") {}.buttonStyle(.borderedProminent)
      }
      HStack {
        Button("Delete", systemImage: "trash", role: .destructive) {}.buttonStyle(.bordered)
        Button("Disabled") {}.buttonStyle(.borderedProminent).disabled(true)
        Button("Green") {}.buttonStyle(.borderedProminent).tint(.green)
      }
      VStack(alignment: .leading) {
        ForEach([ControlSize.mini, .small, .regular, .large], id: \.self) { size in
          Button("Control size \(size.rawValue)") {}.buttonStyle(.borderedProminent).controlSize(size)
        }
      }
    }
    .padding()
  }
}

/// The five materials over a colourful backdrop, and shadows.
struct MaterialsAndShadows: View {
  static let materials: [(String, Material)] = [
    ("ultraThin", .ultraThin), ("thin", .thin), ("regular", .regular), ("thick", .thick), ("ultraThick", .ultraThick),
  ]

  var body: some View {
    ZStack {
      HStack(spacing: 0) {
        ForEach([Color.red, .orange, .yellow, .green, .blue, .purple], id: \.self) { $0 }
      }
      .ignoresSafeArea()
      VStack(spacing: 14) {
        ForEach(Self.materials, id: \.0) { name, material in
          Text(name)
            .font(.headline)
            .frame(maxWidth: .infinity, minHeight: 56)
            .background(material, in: .rect(cornerRadius: 14))
        }
        HStack(spacing: 24) {
          RoundedRectangle(cornerRadius: 12).fill(.white).frame(width: 80, height: 80).shadow(radius: 8)
          Circle().fill(.white).frame(width: 80, height: 80).shadow(color: .black.opacity(0.5), radius: 4, x: 6, y: 6)
        }
        .padding(.top, 12)
      }
      .padding(24)
    }
  }
}

/// Blur, mask, hidden, opacity of a group, and text beyond Latin: emoji and right-to-left.
struct EffectsAndText: View {
  var body: some View {
    VStack(spacing: 20) {
      HStack(spacing: 20) {
        Circle().fill(Color.orange).frame(width: 80, height: 80).blur(radius: 6)
        LinearGradient(colors: [.purple, .pink], startPoint: .leading, endPoint: .trailing)
          .frame(width: 80, height: 80)
          .mask { Image(systemName: "heart.fill").font(.system(size: 70)) }
        Text("Hidden").hidden()
        ZStack {
          Circle().fill(Color.red).frame(width: 60, height: 60).offset(x: -12)
          Circle().fill(Color.blue).frame(width: 60, height: 60).offset(x: 12)
        }
        .compositingGroup()
        .opacity(0.5)
      }
      Text("Gradient text")
        .font(.largeTitle.bold())
        .foregroundStyle(LinearGradient(colors: [.blue, .purple, .pink], startPoint: .leading, endPoint: .trailing))
      Text("Emoji: 🎉 🚀 ❤️ 👍🏽")
        .font(.title2)
      Text("مرحبا بالعالم")
        .font(.title2)
        .environment(\.layoutDirection, .rightToLeft)
      Text("שלום עולם")
        .font(.title2)
      Text("A long paragraph wraps onto several lines and is cut with an ellipsis once it reaches its line limit.")
        .lineLimit(2)
        .multilineTextAlignment(.center)
      HStack(spacing: 16) {
        Text("Rounded").font(.system(.title3, design: .rounded))
        Text("Serif").font(.system(.title3, design: .serif))
        Text("Mono").font(.system(.title3, design: .monospaced))
        Text("Italic").italic()
      }
    }
    .padding()
  }
}
