import Vellum

/// A card with a title, a subtitle, a row of swatches and a footer.
struct ProfileCard: View {
  var body: some View {
    VStack(alignment: .leading, spacing: 12) {
      Text("Vellum")
        .font(.largeTitle)
        .bold()
      Text("SwiftUI layout, measured and placed on Linux.")
        .font(.subheadline)
        .foregroundStyle(.secondary)
      HStack(spacing: 8) {
        ForEach(Array(swatches.enumerated()), id: \.offset) { _, color in
          RoundedRectangle(cornerRadius: 10)
            .fill(color)
            .frame(height: 44)
        }
      }
      Divider()
      HStack {
        Text("Stacks")
        Spacer()
        Text("VStack · HStack · ZStack")
          .foregroundStyle(.secondary)
      }
      .font(.callout)
    }
    .padding()
    .background(Color.gray.opacity(0.12), in: RoundedRectangle(cornerRadius: 16))
    .padding()
  }

  let swatches: [Color] = [.red, .orange, .yellow, .green, .teal, .blue, .indigo, .purple]
}

/// Default spacing between text and other views in a VStack (spec §2.1).
struct StackSpacing: View {
  var body: some View {
    VStack {
      Text("Title").font(.title)
      Text("Text → Text sits on the font's own line height")
      Rectangle().fill(.blue.opacity(0.3)).frame(height: 40)
      Text("Rect above Text: D − ascender")
      Rectangle().fill(.green.opacity(0.3)).frame(height: 40)
      Rectangle().fill(.pink.opacity(0.3)).frame(height: 40)
      Text("Rect → Rect: 8 points").font(.footnote)
    }
    .padding()
  }
}

/// Layout priority and flexibility in an HStack at a fixed width.
struct Priorities: View {
  var body: some View {
    VStack(spacing: 20) {
      HStack {
        Color.orange
        Text("A long text that wraps when the stack is narrow")
        Color.teal
      }
      .frame(width: 300, height: 90)
      HStack {
        Color.orange
        Text("Priority 1 keeps this text on one line").layoutPriority(1)
        Color.teal
      }
      .frame(width: 360, height: 60)
      HStack(spacing: 0) {
        Color.red.frame(width: 60)
        Spacer()
        Color.blue.frame(maxWidth: 80)
      }
      .frame(height: 40)
    }
    .padding()
  }
}

/// A million rows in a lazy stack: only the visible ones are resolved.
struct InfiniteRows: View {
  var body: some View {
    ScrollView {
      LazyVStack(alignment: .leading, spacing: 0) {
        ForEach(0..<1_000_000) { index in
          HStack {
            Circle()
              .fill(index.isMultiple(of: 2) ? Color.blue : Color.green)
              .frame(width: 28, height: 28)
            Text("Row \(index + 1)")
            Spacer()
            Text("#\(index)").foregroundStyle(.secondary)
          }
          .padding(.horizontal)
          .frame(height: 52)
        }
      }
    }
  }
}
