import Vellum
import VellumPreview

/// A dashboard built from grids: a `Grid` of figures with a spanning header and a divider
/// row, a `LazyVGrid` of adaptive tiles, a `LazyHGrid` strip and a `ViewThatFits` caption.
struct GridDashboard: View {
  let tiles: [(String, String, Color)] = [
    ("Steps", "figure.walk", .orange), ("Heart", "heart.fill", .red), ("Sleep", "moon.fill", .indigo),
    ("Water", "drop.fill", .cyan), ("Energy", "flame.fill", .pink), ("Mind", "leaf.fill", .mint),
  ]

  var body: some View {
    ScrollView {
      VStack(alignment: .leading, spacing: 20) {
        Grid(alignment: .leading, horizontalSpacing: 16, verticalSpacing: 8) {
          GridRow {
            Text("This week").font(.headline).gridCellColumns(3)
          }
          Divider()
          GridRow {
            Text("Day").foregroundStyle(.secondary)
            Text("Steps").foregroundStyle(.secondary).gridColumnAlignment(.trailing)
            Text("Goal").foregroundStyle(.secondary)
          }
          ForEach(["Monday", "Tuesday", "Wednesday"], id: \.self) { day in
            GridRow {
              Text(day)
              Text(String(day.count * 1234))
              Color.green.opacity(0.7).frame(height: 8).clipShape(Capsule())
            }
          }
        }
        .padding()
        .background(Color(.secondarySystemBackground), in: RoundedRectangle(cornerRadius: 12))
        LazyVGrid(columns: [GridItem(.adaptive(minimum: 100))], spacing: 12) {
          ForEach(tiles, id: \.0) { tile in
            VStack(spacing: 6) {
              Image(systemName: tile.1).font(.title2).foregroundStyle(tile.2)
              Text(tile.0).font(.footnote)
            }
            .frame(maxWidth: .infinity, minHeight: 72)
            .background(Color(.secondarySystemBackground), in: RoundedRectangle(cornerRadius: 10))
          }
        }
        ScrollView(.horizontal) {
          LazyHGrid(rows: [GridItem(.fixed(28)), GridItem(.fixed(28))], spacing: 8) {
            ForEach(0..<10) { index in
              Text("Tag " + String(index + 1))
                .font(.caption)
                .padding(.horizontal, 10)
                .frame(height: 28)
                .background(Color.accentColor.opacity(0.15), in: Capsule())
            }
          }
        }
        ViewThatFits {
          Label("Synced with all of your devices just now", systemImage: "checkmark.circle.fill")
          Label("Synced", systemImage: "checkmark.circle.fill")
        }
        .font(.footnote)
        .foregroundStyle(.secondary)
      }
      .padding()
    }
  }
}

#Preview("GridDashboard") { GridDashboard() }
