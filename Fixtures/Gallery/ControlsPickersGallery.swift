import Vellum

/// Pickers in each style outside `Form` rows (rows are tested in ControlTests).
struct ControlsPickers: View {
  enum Flavor: String, CaseIterable, Identifiable {
    case chocolate, vanilla, strawberry
    var id: Self { self }
  }

  @State private var flavor = Flavor.vanilla
  @State private var size = "M"
  @State private var count = 2

  var body: some View {
    VStack(alignment: .leading, spacing: 16) {
      Picker("Flavor", selection: $flavor) {
        ForEach(Flavor.allCases) { flavor in
          Text(flavor.rawValue.capitalized)
        }
      }
      Picker("Size", selection: $size) {
        Text("Small").tag("S")
        Text("Medium").tag("M")
        Text("Large").tag("L")
      }
      .pickerStyle(.segmented)
      Picker("View", selection: .constant(1)) {
        Label("List", systemImage: "list.bullet").labelStyle(.iconOnly).tag(0)
        Label("Grid", systemImage: "square.grid.2x2").labelStyle(.iconOnly).tag(1)
      }
      .pickerStyle(.segmented)
      .controlSize(.small)
      Picker("Guests", selection: $count) {
        ForEach(1..<6) { Text("\($0)").tag($0) }
      }
      .pickerStyle(.navigationLink)
      Picker("Flavor", selection: $flavor) {
        ForEach(Flavor.allCases) { Text($0.rawValue.capitalized).tag($0) }
      }
      .tint(.purple)
      Picker("Guests", selection: $count) {
        ForEach(1..<9) { Text("\($0) guests").tag($0) }
      }
      .pickerStyle(.wheel)
    }
    .padding()
  }
}

#Preview("ControlsPickers") { ControlsPickers() }
