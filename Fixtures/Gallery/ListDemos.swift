import Vellum

// Lists and forms as iOS 17/18 draws them at rest (Sources/Vellum/Lists).

#Preview("SettingsForm") {
  Form {
    Section {
      LabeledContent("Name", value: "Ada Lovelace")
      LabeledContent("Email", value: "ada@example.com")
    } header: {
      Text("Account")
    } footer: {
      Text("Your name appears on documents you share.")
    }
    Section("General") {
      Label("Notifications", systemImage: "bell.fill")
      Label("Privacy", systemImage: "person.fill")
        .badge(2)
      Label("Storage", systemImage: "gear")
    }
    Section {
      LabeledContent("Version", value: "1.0 (42)")
    }
  }
}

#Preview("PlainList") {
  List {
    Section("Fruits") {
      Text("Apple")
      Text("Banana")
      Text("Cherry")
    }
    Section("Vegetables") {
      Text("Carrot")
      Text("Pea")
    }
  }
  .listStyle(.plain)
}

#Preview("GroupedList") {
  List {
    Section("Rows") {
      ForEach(1..<4) { index in
        Text("Row \(index)")
      }
    }
    Section {
      Label("Favourites", systemImage: "star")
    } footer: {
      Text("Grouped sections span the screen, edged by hairlines.")
    }
  }
  .listStyle(.grouped)
}
