import Vellum

// GroupBox, DisclosureGroup and ContentUnavailableView (Sources/Vellum/Grouping).

#Preview("GroupingViews") {
  @Previewable @State var expanded = true
  VStack(spacing: 20) {
    GroupBox("Storage") {
      LabeledContent("Used", value: "42 GB")
      LabeledContent("Available", value: "86 GB")
    }
    DisclosureGroup("Advanced", isExpanded: $expanded) {
      Text("Diagnostics")
      Text("Logs")
    }
    DisclosureGroup("Collapsed") {
      Text("Hidden")
    }
    ContentUnavailableView.search(text: "Tokyo")
  }
  .padding()
}
