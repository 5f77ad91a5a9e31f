import Foundation
import Vellum

/// Links, menus, share and paste buttons, colour wells, gauges and a text editor.
struct ControlsMore: View {
  @State private var color = Color.indigo
  @State private var notes = "Buy milk\nCall Ada about the engine"

  var body: some View {
    VStack(alignment: .leading, spacing: 16) {
      HStack(spacing: 20) {
        Link("Terms of Service", destination: URL(string: "https://example.com/terms")!)
        Menu("Options") {
          Button("Duplicate") {}
          Button("Delete", role: .destructive) {}
        }
        ShareLink(item: URL(string: "https://example.com")!)
      }
      HStack(spacing: 20) {
        Menu("Sort", systemImage: "arrow.up.arrow.down") { Button("Name") {} }
          .buttonStyle(.bordered)
        PasteButton(payloadType: String.self) { _ in }
      }
      ColorPicker("Accent", selection: $color)
      Gauge(value: 0.62) {
        Text("Storage")
      } currentValueLabel: {
        Text("62 %")
      } minimumValueLabel: {
        Text("0")
      } maximumValueLabel: {
        Text("100")
      }
      HStack(spacing: 24) {
        Gauge(value: 72, in: 0...100) {
          Text("BPM")
        } currentValueLabel: {
          Text("72")
        } minimumValueLabel: {
          Text("0")
        } maximumValueLabel: {
          Text("100")
        }
        .gaugeStyle(.accessoryCircular)
        Gauge(value: 0.4) {
          Text("Ring")
        } currentValueLabel: {
          Text("40")
        }
        .gaugeStyle(.accessoryCircularCapacity)
        .tint(.green)
        Gauge(value: 0.3) { Text("Battery") }
          .gaugeStyle(.accessoryLinear)
      }
      TextEditor(text: $notes)
        .frame(height: 100)
        .overlay(RoundedRectangle(cornerRadius: 8).strokeBorder(Color.gray.opacity(0.4)))
    }
    .padding()
  }
}

#Preview("ControlsMore") { ControlsMore() }
