import Foundation
import Vellum

// Issue 14's must-show screens: every control in each state, and a settings screen built
// from Form, Toggle, Picker, Stepper, TextField and DatePicker as the iOS Settings app looks.

/// A fixed moment, so the date pickers draw the same thing on every run.
private let sampleDate = Date(timeIntervalSince1970: 1_718_900_000)  // 20 June 2024, 16:13 UTC

/// Every control in each state: on and off, empty and filled, enabled and disabled, and
/// the control sizes side by side.
struct ControlsCatalog: View {
  enum Flavor: String, CaseIterable, Identifiable {
    case vanilla, chocolate, mint
    var id: Self { self }
  }

  @State private var flavor = Flavor.chocolate
  @State private var tag = "star"

  var body: some View {
    VStack(alignment: .leading, spacing: 10) {
      Toggle("On", isOn: .constant(true))
      Toggle("Off", isOn: .constant(false))
      Toggle("Disabled", isOn: .constant(true)).disabled(true)
      HStack(spacing: 12) {
        TextField("Empty", text: .constant(""))
        TextField("Filled", text: .constant("Ada"))
        TextField("Off", text: .constant("Read only")).disabled(true)
      }
      .textFieldStyle(.roundedBorder)
      Picker("Flavor", selection: $flavor) {
        ForEach(Flavor.allCases) { Text($0.rawValue.capitalized).tag($0) }
      }
      .pickerStyle(.segmented)
      Picker("Tag", selection: $tag) {
        Image(systemName: "star").tag("star")
        Image(systemName: "heart").tag("heart")
        Image(systemName: "bell").tag("bell")
      }
      .pickerStyle(.palette)
      Picker("Menu", selection: $flavor) {
        ForEach(Flavor.allCases) { Text($0.rawValue.capitalized).tag($0) }
      }
      Picker("Menu, disabled", selection: $flavor) {
        ForEach(Flavor.allCases) { Text($0.rawValue.capitalized).tag($0) }
      }
      .disabled(true)
      DatePicker("Date", selection: .constant(sampleDate), displayedComponents: .date)
      Stepper("Stepper", value: .constant(2.5), step: 0.5, format: .number)
      Stepper("Stepper, disabled", value: .constant(3), in: 0...10).disabled(true)
      Slider(value: .constant(0.4))
      Slider(value: .constant(0.7)).disabled(true)
      ProgressView(value: 0.6)
      ProgressView(timerInterval: sampleDate...sampleDate.addingTimeInterval(300))
      HStack(spacing: 8) {
        ForEach([ControlSize.mini, .small, .regular, .large], id: \.self) { size in
          Button("\(size)") {}.buttonStyle(.bordered).controlSize(size)
        }
        Button("Off") {}.buttonStyle(.borderedProminent).disabled(true)
      }
      HStack(spacing: 16) {
        ProgressView().controlSize(.small)
        ProgressView()
        ProgressView().controlSize(.large)
        Spacer()
        Button("Plain") {}
        Button("Disabled") {}.disabled(true)
      }
    }
    .padding(.horizontal)
  }
}

#Preview("Controls") { ControlsCatalog() }

/// The iOS Settings app's look, built from Form, Toggle, Picker, Stepper, TextField and
/// DatePicker: rows with coloured icon tiles, values trailing in the secondary colour.
struct SettingsAppScreen: View {
  enum Appearance: String, CaseIterable, Identifiable {
    case light = "Light", dark = "Dark", automatic = "Automatic"
    var id: Self { self }
  }

  @State private var airplane = false
  @State private var wifi = true
  @State private var appearance = Appearance.automatic
  @State private var limit = 3
  @State private var name = "Ada’s iPhone"
  @State private var bedtime = sampleDate

  var body: some View {
    NavigationStack {
      Form {
        Section {
          Toggle(isOn: $airplane) { SettingsLabel("Airplane Mode", "airplane", .orange) }
          Toggle(isOn: $wifi) { SettingsLabel("Wi-Fi", "wifi", .blue) }
          NavigationLink {
            Text("Bluetooth")
          } label: {
            HStack {
              SettingsLabel("Bluetooth", "antenna.radiowaves.left.and.right", .blue)
              Spacer()
              Text("On").foregroundStyle(.secondary)
            }
          }
        }
        Section {
          Picker(selection: $appearance) {
            ForEach(Appearance.allCases) { Text($0.rawValue).tag($0) }
          } label: {
            SettingsLabel("Appearance", "sun.max.fill", .blue)
          }
          Stepper(value: $limit, in: 1...12) {
            SettingsLabel("Daily Limit: \(limit) h", "hourglass", .indigo)
          }
        }
        Section {
          TextField("Name", text: $name)
          DatePicker("Bedtime", selection: $bedtime, displayedComponents: .hourAndMinute)
        } header: {
          Text("General")
        } footer: {
          Text("Your device’s name is visible to nearby devices.")
        }
      }
      .navigationTitle("Settings")
    }
  }
}

/// A Settings-app row label: a white symbol on a 29-pt tile of the row's colour.
struct SettingsLabel: View {
  let title: String
  let symbol: String
  let color: Color

  init(_ title: String, _ symbol: String, _ color: Color) {
    self.title = title
    self.symbol = symbol
    self.color = color
  }

  var body: some View {
    Label {
      Text(title)
    } icon: {
      Image(systemName: symbol)
        .font(.system(size: 15, weight: .semibold))
        .foregroundStyle(.white)
        .frame(width: 29, height: 29)
        .background(color, in: .rect(cornerRadius: 7))
    }
  }
}

#Preview("SettingsApp") { SettingsAppScreen() }
