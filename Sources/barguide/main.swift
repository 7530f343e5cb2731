import BarGuideCLI
print("hi")
