import Vellum

/// Toggles and text fields in each state, as a login or profile screen shows them.
struct ControlsInputs: View {
  @State private var wifi = true
  @State private var bluetooth = false
  @State private var name = ""
  @State private var email = "ada@example.com"
  @State private var password = "hunter22"
  @State private var bio = "Writes notes on the Analytical Engine."

  var body: some View {
    VStack(alignment: .leading, spacing: 16) {
      Toggle("Wi-Fi", isOn: $wifi)
      Toggle("Bluetooth", isOn: $bluetooth)
      Toggle("Airplane Mode", systemImage: "airplane", isOn: .constant(true)).tint(.orange)
      Toggle("Disabled on", isOn: .constant(true)).disabled(true)
      HStack {
        Toggle("Bold", systemImage: "bold", isOn: .constant(true))
        Toggle("Italic", systemImage: "italic", isOn: .constant(false))
      }
      .toggleStyle(.button)
      HStack {
        Text("Labels hidden")
        Spacer()
        Toggle("Hidden", isOn: .constant(false)).labelsHidden()
      }
      Divider()
      TextField("Name", text: $name)
      TextField("Email", text: $email).keyboardType(.emailAddress).textInputAutocapitalization(.never)
      TextField("Empty, rounded", text: $name).textFieldStyle(.roundedBorder)
      SecureField("Password", text: $password).textFieldStyle(.roundedBorder)
      TextField("Bio", text: $bio, prompt: Text("Tell us about yourself"), axis: .vertical)
        .lineLimit(3...5)
        .textFieldStyle(.roundedBorder)
      TextField("Disabled", text: .constant("Read only")).textFieldStyle(.roundedBorder).disabled(true)
    }
    .padding()
  }
}

/// Progress views, sliders, steppers and buttons in their styles and sizes.
struct ControlsValues: View {
  @State private var volume = 0.6
  @State private var count = 3

  var body: some View {
    VStack(alignment: .leading, spacing: 16) {
      ProgressView(value: 0.3)
      ProgressView("Downloading", value: 0.7)
      ProgressView(value: 42, total: 100) {
        Text("Upload")
      } currentValueLabel: {
        Text("42 %")
      }
      ProgressView(value: 0.5).tint(.pink)
      HStack(spacing: 24) {
        ProgressView()
        ProgressView().controlSize(.large)
        ProgressView("Loading")
      }
      Slider(value: $volume)
      Slider(value: $volume, in: 0...1) {
        Text("Volume")
      } minimumValueLabel: {
        Image(systemName: "speaker.slash.fill")
      } maximumValueLabel: {
        Image(systemName: "speaker.wave.2.fill")
      }
      Slider(value: .constant(0.2)).tint(.green).disabled(true)
      Stepper("Guests: \(count)", value: $count, in: 0...10)
      Stepper("At the minimum: 0", value: .constant(0), in: 0...10)
      HStack(spacing: 12) {
        Button("Bordered") {}.buttonStyle(.bordered)
        Button("Capsule") {}.buttonStyle(.borderedProminent).buttonBorderShape(.capsule)
        Button("Delete", role: .destructive) {}.buttonStyle(.bordered).controlSize(.small)
      }
    }
    .padding()
  }
}

#Preview("ControlsInputs") { ControlsInputs() }

#Preview("ControlsValues") { ControlsValues() }
